import { parseClientToken } from '../../widget/boot/client-token'

/** Test client tokens: header.payload.signature with a base64url JSON payload (the signature is not checked by the widget). */
export function tokenFor(payload: unknown): string {
  const b64 = (s: string) => Buffer.from(s).toString('base64url')
  return `${b64('{"alg":"HS256"}')}.${b64(JSON.stringify(payload))}.c2lnbmF0dXJl`
}

export const validDetails = (over: Record<string, unknown> = {}) => ({
  session_id: 'sess-1',
  url: 'https://api.provider.com/v1/sessions/sess-1',
  locale: 'sv',
  strategies: [{ type: 'otp_phone', market: 'se' }],
  presentation_data: { theme: { color_scheme: 'dark' } },
  experiments: [],
  client_name: 'shop',
  bi_url: 'https://edge.provider.com/bi',
  ...over,
})

export const options = {
  sessionDomains: ['provider.com', 'provider.net'],
  idinHosts: ['preprod.signicat.com', 'id.signicat.com'],
}

/**
 * The strategy type a family is given for a token that spells it `type`
 * (spec §2.1 accepts hyphens and underscores alike): read through the
 * widget's own token parsing, as the shell reads it.
 */
export function typeAsRead(type: string): string {
  const result = parseClientToken(tokenFor(validDetails({ strategies: [{ type, market: 'GB' }] })), options)
  if (!result.ok) throw new Error(result.issues.join())
  return result.details.strategies[0]!.type
}
