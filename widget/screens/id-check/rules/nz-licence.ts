import { compactNumber, numberError, type NumberError } from './document-number'

/**
 * New Zealand driver licence (NZTA): the licence number is two letters and
 * six digits (5a on the card), the version number three digits (5b), and
 * the version changes with every new card, so only the latest card verifies.
 */
export function nzLicenceNumberError(value: string): NumberError | undefined {
  return numberError(value) ?? (/^[A-Z]{2}\d{6}$/.test(compactNumber(value)) ? undefined : 'format')
}

export function nzVersionError(value: string): NumberError | undefined {
  return numberError(value) ?? (/^\d{3}$/.test(compactNumber(value)) ? undefined : 'format')
}
