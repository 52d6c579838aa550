import * as v from 'valibot'

/** Answer fields more than one family uses (dev/SESSION_API.md). */

/** Whole seconds until something may be asked again (a new code, a new request): 0 to an hour. */
export const resendAvailableIn = v.optional(
  v.pipe(
    v.number(),
    v.check(
      (n) => Number.isInteger(n) && n >= 0 && n <= 3600,
      'resend_available_in must be whole seconds up to an hour',
    ),
  ),
)
