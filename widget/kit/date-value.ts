/** A date as typed in three parts, kept as `D/M/YYYY` (parts may be empty while the shopper types). */
export const splitDate = (value: string): [string, string, string] => {
  const [day = '', month = '', year = ''] = value.split('/')
  return [day, month, year]
}

export const joinDate = (parts: readonly [string, string, string]): string =>
  parts.every((p) => p === '') ? '' : parts.join('/')

/**
 * The calendar date the parts name, or undefined when there is none (31
 * February, month 13, a two-digit year). Months are 1-based here.
 */
export function realDate(day: number, month: number, year: number): Date | undefined {
  if (![day, month, year].every(Number.isInteger) || year < 1000 || year > 9999) return undefined
  const date = new Date(Date.UTC(year, month - 1, day))
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
    ? date
    : undefined
}

/** A typed `D/M/YYYY` as a real date, or undefined. */
export function parseDate(value: string): Date | undefined {
  const [day, month, year] = splitDate(value)
  if (!/^\d{1,2}$/.test(day) || !/^\d{1,2}$/.test(month) || !/^\d{4}$/.test(year)) return undefined
  return realDate(Number(day), Number(month), Number(year))
}

/** `YYYY-MM-DD`, as the session API takes dates. */
export const isoDate = (date: Date): string => date.toISOString().slice(0, 10)
