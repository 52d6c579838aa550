/**
 * A document number as the shopper may type it (spaces and dashes as on the
 * card, lower case) in the one form the registries compare: `n 123 4567` → `N1234567`.
 */
export const compactNumber = (value: string): string => value.replace(/[\s-]/g, '').toUpperCase()

/** How a number is made up: digits only, or letters and digits, with a length range. */
export interface NumberFormat {
  chars: 'digits' | 'alnum'
  min: number
  max: number
}

export function matchesFormat(value: string, { chars, min, max }: NumberFormat): boolean {
  const compact = compactNumber(value)
  return compact.length >= min && compact.length <= max && (chars === 'digits' ? /^\d+$/ : /^[A-Z\d]+$/).test(compact)
}

export type NumberError = 'required' | 'format'

/** Required, then the format; no format means anything plausible (letters and digits, up to 20). */
export function numberError(value: string, format?: NumberFormat): NumberError | undefined {
  if (!compactNumber(value)) return 'required'
  return matchesFormat(value, format ?? { chars: 'alnum', min: 1, max: 20 }) ? undefined : 'format'
}
