import { screenTypeOf } from '../contracts/screen-type.ts'

const LOCALE = /^[A-Za-z]{2,3}(?:[-_][A-Za-z0-9]{2,8})?$/
const TYPE = /^[A-Za-z0-9_-]{1,60}$/

function payloadOf(clientToken: string): unknown {
  const part = clientToken.split('.')[1] ?? ''
  const base64 = part.replaceAll('-', '+').replaceAll('_', '/')
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='))
  return JSON.parse(new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0))))
}

/**
 * design.md "Contracts": the widget URL's non-secret hints, `?l=<locale>&s=<screen type>`,
 * read from the client token's payload: its `locale` and its first strategy's type, and
 * nothing else. They only choose what the edge inlines in the first document (the widget
 * checks the token itself), so a token that does not read gives no hints, never an error.
 */
export function widgetHints(clientToken: string): string {
  let payload: { locale?: unknown; strategies?: Array<{ type?: unknown }> } | null
  try {
    payload = payloadOf(clientToken) as typeof payload
  } catch {
    return ''
  }
  const locale = payload?.locale
  const type = Array.isArray(payload?.strategies) ? payload.strategies[0]?.type : undefined
  const hints = new URLSearchParams()
  if (typeof locale === 'string' && LOCALE.test(locale)) hints.set('l', locale)
  if (typeof type === 'string' && TYPE.test(type)) hints.set('s', screenTypeOf(type))
  const query = hints.toString()
  return query ? `?${query}` : ''
}

/** The widget's URL on `origin` for a client token: the hints in the query, the token in the fragment, which no server sees. */
export const widgetUrlFor = (origin: string, clientToken: string): string =>
  `${origin}/${widgetHints(clientToken)}#${clientToken}`
