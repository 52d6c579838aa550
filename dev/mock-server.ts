import { Hono, type Context } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { cors } from 'hono/cors'
import { memoryMerchantStore, type MerchantStore, SECOND_MERCHANT } from './merchants.ts'
import type { MockContext } from './mock-context.ts'
import { demoRoutes } from './routes/demo.ts'
import { merchantList } from './routes/merchant-list.ts'
import { outsideWorld } from './routes/outside-world.ts'
import { createPartnerPages } from './routes/partner-pages.ts'
import { sessionCancel } from './routes/session-cancel.ts'
import { strategyCalls, strategyUploads } from './routes/strategy-calls.ts'
import { tokenRoutes } from './routes/tokens.ts'
import { createUpstreamSink, type UpstreamSinkOptions } from './routes/upstream-sink.ts'
import { createSessionStore } from './sessions.ts'
import { createShop } from './shop/shop.ts'

export interface MockServerOptions {
  /** Where this server is reached: session urls in tokens point here. */
  publicOrigin: string
  /** The edge serving the widget: widget_url and bi_url point there; CORS allows it. */
  widgetOrigin: string
  secret: string
  sink?: UpstreamSinkOptions
  /** The clock (tests move it). */
  now?: () => number
  /** How long `slow` answers take. */
  slowMs?: number
  /** Where merchants are listed for the edge (default: memory, for tests). */
  merchants?: MerchantStore
  /** The second demo merchant's checkout origin (dev/corner-shop). */
  secondShopOrigin?: string
}

const tooLarge = (c: Context) => c.json({ error: 'payload_too_large' }, 413)

/**
 * The mock of the provider's session server (dev/SESSION_API.md): mints
 * client tokens and answers the strategy calls with real bearer checks. Each
 * family's calls live in dev/strategies/; the contract they share (scenarios,
 * state reads, switching to the next strategy, cancel) and the simulated
 * outside world (docs/architecture.md "Simulating the outside world") that the demo's panel and the tests drive are the
 * sub-apps in dev/routes/, mounted here.
 */
export function createMockServer(options: MockServerOptions) {
  const context: MockContext = {
    store: createSessionStore(),
    now: options.now ?? Date.now,
    publicOrigin: options.publicOrigin,
    widgetOrigin: options.widgetOrigin,
    secret: options.secret,
    slowMs: options.slowMs ?? 3000,
    merchants: options.merchants ?? memoryMerchantStore(),
    secondShopOrigin: options.secondShopOrigin ?? 'http://127.0.0.1:8790',
  }
  const app = new Hono()

  const allowMethods = ['GET', 'POST', 'PUT', 'DELETE']
  const allowHeaders = ['Authorization', 'Content-Type']
  app.use('/v1/*', cors({ origin: options.widgetOrigin, allowMethods, allowHeaders, maxAge: 600 }))
  // Hono runs handlers in the order they were added: these two come before the 64 KiB limit below, with
  // limits of their own. The edge's analytics and error upstream in local development (error batches may
  // be 256 KiB); files (an ID scan's pictures).
  app.route('/dev', createUpstreamSink(options.sink))
  app.route('/v1/sessions', strategyUploads(context))
  app.use('*', bodyLimit({ maxSize: 64 * 1024, onError: tooLarge }))

  app.route('/', demoRoutes(context))
  app.route('/dev', tokenRoutes(context))
  app.route('/dev/sessions', outsideWorld(context))
  app.route('/dev/merchants', merchantList(context))
  app.route('/v1/sessions', strategyCalls(context))
  app.route('/v1/sessions', sessionCancel(context))
  // The pages hand-offs send the shopper to, on this server's origin.
  app.route(
    '/partner',
    createPartnerPages({ get: context.store.get, widgetOrigin: options.widgetOrigin, now: context.now }),
  )
  // A merchant's checkout built from the integration guide's snippets (docs/integration.md), on this origin.
  const mintSession = (merchant_id?: string) => async () => {
    const request = {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ strategy: 'otp_phone', merchant_id }),
    }
    return (await app.request('/dev/tokens', request)).json()
  }
  app.route('/shop', createShop({ widgetOrigin: options.widgetOrigin, createSession: mintSession() }))

  /**
   * The second demo merchant's checkout (dev/merchants.ts): the same shop, on an origin of its own
   * (`secondShopOrigin`), whose sessions are the corner shop's. Served by a listener of its own.
   */
  const secondShop = new Hono()
  secondShop.get('/', (c) => c.redirect('/shop/inline/'))
  secondShop.route(
    '/shop',
    createShop({ widgetOrigin: options.widgetOrigin, createSession: mintSession(SECOND_MERCHANT) }),
  )

  return Object.assign(app, { secondShop })
}
