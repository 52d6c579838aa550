/**
 * The Finnish Trust Network's identification services (docs/architecture.md "Facts from the field", Signicat's
 * menu): the banks, and the mobile certificate. Initials and a colour stand
 * in for logos, which the widget does not ship. The mock session server
 * checks a start against the same ids.
 */
export interface FinnishBank {
  id: string
  name: string
  mark: string
  /** Behind white initials, at least 4.5:1. */
  color: string
  /** Not a bank: the mobile certificate (Mobiilivarmenne). */
  certificate?: boolean
}

export const FINNISH_BANKS: readonly FinnishBank[] = [
  { id: 'nordea', name: 'Nordea', mark: 'N', color: '#0000a0' },
  { id: 'op', name: 'OP', mark: 'OP', color: '#c2410c' },
  { id: 'danske', name: 'Danske Bank', mark: 'DB', color: '#003755' },
  { id: 'handelsbanken', name: 'Handelsbanken', mark: 'HB', color: '#005aa0' },
  { id: 'aktia', name: 'Aktia', mark: 'A', color: '#00634a' },
  { id: 'saastopankki', name: 'Säästöpankki', mark: 'SP', color: '#b3001b' },
  { id: 'pop', name: 'POP Pankki', mark: 'POP', color: '#8a1538' },
  { id: 'oma', name: 'Oma Säästöpankki', mark: 'OMA', color: '#5b2c83' },
  { id: 'alandsbanken', name: 'Ålandsbanken', mark: 'ÅB', color: '#00205b' },
  { id: 's-pankki', name: 'S-Pankki', mark: 'S', color: '#00703c' },
  { id: 'mobiilivarmenne', name: 'Mobiilivarmenne', mark: 'MV', color: '#3d3d3d', certificate: true },
]

export const bankById = (id: unknown): FinnishBank | undefined => FINNISH_BANKS.find((bank) => bank.id === id)

/** Case and accents aside ("saastopankki" finds Säästöpankki, "alands" Ålandsbanken). */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim()

export function matchBanks(query: string, banks: readonly FinnishBank[] = FINNISH_BANKS): FinnishBank[] {
  const q = fold(query)
  return q ? banks.filter((bank) => fold(bank.name).includes(q) || fold(bank.mark) === q) : [...banks]
}
