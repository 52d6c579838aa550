import { parseDate, splitDate } from '../../../kit/date-value'

export type DateOfBirthError = 'required' | 'incomplete' | 'year' | 'invalid' | 'future' | 'tooOld'

/** Nobody alive was born before this. */
const EARLIEST_YEAR = 1900

/**
 * A date of birth typed in three parts (D/M/YYYY): all three there, a day
 * the calendar has (no 31 April, no 29 February outside leap years), a
 * four-digit year (85 could be 1885 or 1985), not in the future and not before 1900. Whether the
 * shopper is old enough is for the session to say, not this form.
 */
export function dateOfBirthError(value: string, today: Date = new Date()): DateOfBirthError | undefined {
  const parts = splitDate(value)
  if (parts.every((p) => p === '')) return 'required'
  if (parts.some((p) => p === '')) return 'incomplete'
  if (!/^\d{4}$/.test(parts[2])) return 'year'
  const date = parseDate(value)
  if (!date) return 'invalid'
  if (date.getTime() > Date.UTC(today.getFullYear(), today.getMonth(), today.getDate())) return 'future'
  return date.getUTCFullYear() < EARLIEST_YEAR ? 'tooOld' : undefined
}
