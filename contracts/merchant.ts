/**
 * The merchant a session belongs to (the client token's `merchant_id`, an
 * opaque id the session server chooses) travels in the widget URL's `m`
 * hint, and the edge frames the widget for that merchant's checkout origins
 * only (docs/merchants.md). Unlike the other hints it grants something, so the
 * edge refuses an id outside this format (400) instead of ignoring it.
 *
 * 1 to 64 letters, digits, `_` and `-`, starting with a letter or digit: safe in
 * a URL's query, in a KV key and in a log line as it is.
 */
export const MERCHANT_ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/

/** The widget URL's query parameter that carries the merchant id. */
export const MERCHANT_HINT = 'm'

export const isMerchantId = (value: unknown): value is string => typeof value === 'string' && MERCHANT_ID.test(value)
