import { realDate } from '../../../kit/date-value'

/**
 * Medicare card colours (docs/architecture.md "Facts from the field"): green cards (Australian residents)
 * print their valid-to date as MM/YYYY and are valid to the end of that
 * month; blue (reciprocal) and yellow (interim) cards print DD/MM/YY and
 * are valid to that day. The shopper types it as printed; separators
 * (/ - . or a space) may be left out, since phone number pads have none.
 */
export const CARD_COLOURS = ['green', 'blue', 'yellow'] as const
export type CardColour = (typeof CARD_COLOURS)[number]

export const isCardColour = (value: string): value is CardColour => (CARD_COLOURS as readonly string[]).includes(value)

/** A card valid longer than this from today is a typo (cards are issued for at most 10 years). */
const MAX_YEARS_AHEAD = 20

interface ValidTo {
  year: number
  month: number
  /** Absent on green cards: valid to the end of the month. */
  day?: number
}

const fullYear = (year: string) => Number(year.length === 2 ? `20${year}` : year)

/** The date as printed, or undefined when it has not the card's format. Not checked for being a real date. */
export function readValidTo(value: string, colour: CardColour): ValidTo | undefined {
  const typed = value.trim()
  if (colour === 'green') {
    const parts = /^(\d{1,2})\s*[/.\s-]\s*(\d{4}|\d{2})$/.exec(typed) ?? /^(\d{2})(\d{4})$/.exec(typed)
    return parts ? { month: Number(parts[1]), year: fullYear(parts[2]!) } : undefined
  }
  const parts =
    /^(\d{1,2})\s*[/.\s-]\s*(\d{1,2})\s*[/.\s-]\s*(\d{2}|\d{4})$/.exec(typed) ??
    /^(\d{2})(\d{2})(\d{2}|\d{4})$/.exec(typed)
  return parts ? { day: Number(parts[1]), month: Number(parts[2]), year: fullYear(parts[3]!) } : undefined
}

export type ValidToError = 'required' | 'format' | 'invalidDate' | 'expired' | 'tooFar'

/**
 * What is wrong with a valid-to date for a card of `colour`. Before a
 * colour is chosen nothing is said: the colour's own rule asks for it first.
 */
export function validToError(value: string, colour: string, today: Date = new Date()): ValidToError | undefined {
  if (!value.trim()) return 'required'
  if (!isCardColour(colour)) return undefined
  const read = readValidTo(value, colour)
  if (!read) return 'format'
  // The last day the card is valid: the day printed, or the month's last.
  const last =
    read.day === undefined
      ? read.month >= 1 && read.month <= 12
        ? new Date(Date.UTC(read.year, read.month, 0))
        : undefined
      : realDate(read.day, read.month, read.year)
  if (!last) return 'invalidDate'
  const day = Date.UTC(today.getFullYear(), today.getMonth(), today.getDate())
  if (last.getTime() < day) return 'expired'
  if (read.year > today.getFullYear() + MAX_YEARS_AHEAD) return 'tooFar'
  return undefined
}

/** The date for the session: `YYYY-MM` (green) or `YYYY-MM-DD`. Only for a value the rule accepted. */
export function validToIso(value: string, colour: CardColour): string {
  const { year, month, day } = readValidTo(value, colour)!
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${year}-${pad(month)}${day === undefined ? '' : `-${pad(day)}`}`
}
