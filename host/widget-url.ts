import { isMerchantId, MERCHANT_HINT } from '../contracts/merchant.ts'
import { screenTypeOf } from '../contracts/screen-type.ts'
import { tokenPayload } from '../contracts/token-payload.ts'
import { LOCALE_TAG } from '../contracts/locale-tag.ts'

const TYPE = /^[A-Za-z0-9_-]{1,60}$/

interface HintedPayload {
  locale?: unknown
  strategies?: Array<{ type?: unknown }>
  merchant_id?: unknown
}

/**
 * The widget URL's non-secret hints (edge/DOCUMENT.md), read from
 * the client token's payload and nothing else: `l` its locale and `s` its first
 * strategy's type, which only choose what the edge inlines in the first document
 * (the widget checks the token itself), and `m` its merchant, whose checkout
 * origins alone may frame the widget (contracts/merchant.ts). A token that does
 * not read gives no hints, never an error: the edge then frames the widget for
 * the deployment's own list.
 */
export function widgetHints(clientToken: string): string {
  const payload = tokenPayload(clientToken) as HintedPayload | null | undefined
  const locale = payload?.locale
  const type = Array.isArray(payload?.strategies) ? payload.strategies[0]?.type : undefined
  const hints = new URLSearchParams()
  if (typeof locale === 'string' && LOCALE_TAG.test(locale)) hints.set('l', locale)
  if (typeof type === 'string' && TYPE.test(type)) hints.set('s', screenTypeOf(type))
  if (isMerchantId(payload?.merchant_id)) hints.set(MERCHANT_HINT, payload.merchant_id)
  const query = hints.toString()
  return query ? `?${query}` : ''
}

/** The widget's URL on `origin` for a client token: the hints in the query, the token in the fragment, which no server sees. */
export const widgetUrlFor = (origin: string, clientToken: string): string =>
  `${origin}/${widgetHints(clientToken)}#${clientToken}`
