import type { MerchantStore } from './merchants.ts'
import type { SessionStore } from './sessions.ts'

/** What every route of the mock session server shares (dev/mock-server.ts builds it once). */
export interface MockContext {
  store: SessionStore
  /** The clock (tests move it). */
  now: () => number
  /** Where this server is reached: session urls in tokens point here. */
  publicOrigin: string
  /** The edge serving the widget: widget_url and bi_url point there; CORS allows it. */
  widgetOrigin: string
  /** Signs and checks client tokens. */
  secret: string
  /** How long `slow` answers take. */
  slowMs: number
  /** Where the edge reads who may frame each merchant's widget (docs/merchants.md). */
  merchants: MerchantStore
  /** The second demo merchant's checkout, on an origin of its own. */
  secondShopOrigin: string
}
