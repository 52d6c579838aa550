/**
 * Something shaped like the client token: three base64url parts joined by
 * dots. Its middle part is the session details as JSON (session id, url,
 * strategies), so it is never under 32 characters; minified names
 * (`a.b.c`) and hashed file names (`otp.3f2a9c1b.js`) are, and survive.
 * Anchored at the start of a run of word characters so a long stack costs
 * linear time, not quadratic (no lookbehind: Safari before 16.4 lacks it).
 */
const TOKEN_LIKE = /(^|[^\w-])[\w-]{2,}\.[\w-]{32,}\.[\w-]{2,}/g

export const REDACTED = '[redacted]'

/**
 * Replaces anything that looks like the client token. The token is a bearer
 * credential: an error message or stack that quotes the URL fragment or an
 * authorization header must not carry it off the page.
 */
export const scrubToken = (text: string): string => text.replace(TOKEN_LIKE, `$1${REDACTED}`)

/** `scrubToken` over the string values of a flat record (tags, recorder data). */
export const scrubStrings = <T extends Record<string, unknown>>(record: T): T =>
  Object.fromEntries(
    Object.entries(record).map(([key, value]) => [key, typeof value === 'string' ? scrubToken(value) : value]),
  ) as T
