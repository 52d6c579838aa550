import { isoDate, parseDate } from '../../kit/date-value'
import { createForm } from '../../kit/form'
import { nameError } from '../../kit/person-name'
import { dateOfBirthError } from './rules/date-of-birth'

/** The session's name of each field of the retry form (dev/session-api/bureau-check.md). */
const API_NAMES = { givenNames: 'given_names', lastNames: 'last_names', dateOfBirth: 'date_of_birth' } as const
export type RetryField = keyof typeof API_NAMES

/**
 * The form on which the session may ask the shopper to correct their name
 * and date of birth: the names the merchant sent, prefilled; the date empty.
 */
export const createRetryForm = (names: { first_name?: string; middle_name?: string; last_name?: string }) =>
  createForm<RetryField>('bureau', {
    givenNames: {
      initial: [names.first_name, names.middle_name].filter(Boolean).join(' '),
      rule: (v) => nameError(v, { max: 100 }),
    },
    lastNames: { initial: names.last_name ?? '', rule: (v) => nameError(v, { max: 100 }) },
    dateOfBirth: { rule: (v) => dateOfBirthError(v) },
  })

/** The form's field the session names `apiName`, if any. */
export const retryFieldOf = (apiName: string): RetryField | undefined =>
  (Object.keys(API_NAMES) as RetryField[]).find((field) => API_NAMES[field] === apiName)

/** The `verify` call's body from the form's checked values: names with their spaces tidied, the date as ISO. */
export const retryBody = (values: Record<RetryField, string>) => ({
  given_names: values.givenNames.trim().replace(/\s+/g, ' '),
  last_names: values.lastNames.trim().replace(/\s+/g, ' '),
  date_of_birth: isoDate(parseDate(values.dateOfBirth)!),
})
