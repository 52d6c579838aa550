import { getCountrySpecifications, validateIBAN } from 'ibantools'
import { BANK_CODE_AT, isCountry, type Country } from '../countries'

/** Spec §9: a bank search needs at least three characters. */
export const MIN_QUERY = 3

/**
 * What the shopper typed into the bank search, read before anything is asked:
 * - `short`: fewer than three characters (say so, ask nothing);
 * - `name`: a bank's name or BIC, searched in `country`;
 * - `bic`: a BIC of one of the ten countries: searched there;
 * - `iban-typing`: the start of an IBAN, `length` of `expected` characters;
 * - `iban-invalid`: a full IBAN that is not one (wrong length, check digits,
 *   country), or one from a country the widget has no banks for;
 * - `iban`: a valid IBAN: its country and bank code find the bank, and the
 *   account number never leaves the widget.
 */
export type BankQuery =
  | { kind: 'empty' }
  | { kind: 'short' }
  | { kind: 'name'; q: string }
  | { kind: 'bic'; q: string; country: Country }
  | { kind: 'iban-typing'; length: number; expected: number }
  | { kind: 'iban-invalid'; problem: 'length' | 'checksum' | 'country'; expected?: number }
  | { kind: 'iban'; country: Country; bankCode: string }

let lengths: Record<string, number> | undefined
/** IBAN length by country (ibantools' registry), read once. */
const ibanLength = (country: string): number | undefined => {
  lengths ??= Object.fromEntries(
    Object.entries(getCountrySpecifications()).flatMap(([code, spec]) => (spec.chars ? [[code, spec.chars]] : [])),
  )
  return lengths[country]
}

const BIC = /^[A-Z]{4}([A-Z]{2})[A-Z0-9]{2}([A-Z0-9]{3})?$/

/** Reads a search input: an IBAN (checked for its country's length and mod-97), a BIC, or a name. */
export function readBankQuery(input: string): BankQuery {
  const text = input.trim()
  if (!text) return { kind: 'empty' }
  if (text.length < MIN_QUERY) return { kind: 'short' }
  const compact = text.replace(/[\s.-]+/g, '').toUpperCase()
  // Two letters and two check digits, then letters and digits only: an IBAN on its way.
  if (/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(compact)) {
    const country = compact.slice(0, 2)
    const expected = ibanLength(country)
    if (expected === undefined) return { kind: 'iban-invalid', problem: 'country' }
    if (compact.length < expected) return { kind: 'iban-typing', length: compact.length, expected }
    if (compact.length > expected) return { kind: 'iban-invalid', problem: 'length', expected }
    if (!validateIBAN(compact).valid) return { kind: 'iban-invalid', problem: 'checksum' }
    if (!isCountry(country)) return { kind: 'iban-invalid', problem: 'country' }
    const [from, to] = BANK_CODE_AT[country]
    return { kind: 'iban', country, bankCode: compact.slice(from, to) }
  }
  const bic = BIC.exec(compact)
  if (bic && isCountry(bic[1]) && text.length === compact.length) return { kind: 'bic', q: compact, country: bic[1] }
  return { kind: 'name', q: text.slice(0, 100) }
}

/** The search call's query for what was typed (null: nothing to ask), in `country` unless the input names its own. */
export function searchParams(
  query: BankQuery,
  country: Country,
): { country: Country; q?: string; bank_code?: string } | null {
  switch (query.kind) {
    case 'name':
      return { country, q: query.q }
    case 'bic':
      return { country: query.country, q: query.q }
    case 'iban':
      return { country: query.country, bank_code: query.bankCode }
    default:
      return null
  }
}
