import { compactNumber } from './document-number'

/**
 * Medicare card number (docs/architecture.md "Facts from the field"): 10 digits. The first 8 identify the
 * card, the first of them 2 to 6; the 9th is a check digit, the weighted sum
 * d1·1 + d2·3 + d3·7 + d4·9 + d5·1 + d6·3 + d7·7 + d8·9 mod 10; the 10th is
 * the card's issue number, which starts at 1.
 */
const WEIGHTS = [1, 3, 7, 9, 1, 3, 7, 9]

export const medicareCheckDigit = (identifier: string): number =>
  [...identifier].reduce((sum, digit, i) => sum + Number(digit) * WEIGHTS[i]!, 0) % 10

export type MedicareNumberError = 'required' | 'digits' | 'length' | 'firstDigit' | 'checkDigit' | 'issueNumber'

export function medicareNumberError(value: string): MedicareNumberError | undefined {
  const number = compactNumber(value)
  if (!number) return 'required'
  if (!/^\d+$/.test(number)) return 'digits'
  if (number.length !== 10) return 'length'
  if (number[0]! < '2' || number[0]! > '6') return 'firstDigit'
  if (medicareCheckDigit(number.slice(0, 8)) !== Number(number[8])) return 'checkDigit'
  return number[9] === '0' ? 'issueNumber' : undefined
}

/** Individual reference number: the person's place on the card, 1 to 9 (left of the name). */
export const medicareIrnError = (value: string): 'required' | 'format' | undefined =>
  !value.trim() ? 'required' : /^[1-9]$/.test(value.trim()) ? undefined : 'format'

/** The name line of a Medicare card holds at most 27 characters. */
export const MEDICARE_NAME_MAX = 27
