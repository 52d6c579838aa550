import { compactNumber, numberError, type NumberError } from './document-number'

/**
 * Passport numbers by issuing country. Australian: one letter (N, E, D, F,
 * A, C, U, X) or two (PA…PZ), then 7 digits (docs/architecture.md "Facts from the field"). New Zealand: one
 * or two letters, then 6 or 7 digits (older books have one letter). Any
 * other country: 5 to 9 letters and digits, as ICAO's machine-readable zone allows.
 */
const FORMS: Record<string, RegExp> = {
  AU: /^(?:[NEDFACUX]|P[A-Z])\d{7}$/,
  NZ: /^[A-Z]{1,2}\d{6,7}$/,
}
const ANY = /^[A-Z\d]{5,9}$/

export function passportNumberError(value: string, country: string): NumberError | undefined {
  const missing = numberError(value)
  if (missing === 'required') return missing
  return (FORMS[country] ?? ANY).test(compactNumber(value)) ? undefined : 'format'
}
