import { Hono, type Context } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { cors } from 'hono/cors'
import * as v from 'valibot'
import { mintClientToken, verifyClientToken } from './client-token.ts'
import { demoPage } from './demo/demo-page.ts'
import { MAX_WRONG_CODES, RIGHT_CODE, createSessionStore, parseScenario, resultToken, type MockSession } from './sessions.ts'
import { createUpstreamSink, type UpstreamSinkOptions } from './upstream-sink.ts'

export interface MockServerOptions {
  /** Where this server is reached: session urls in tokens point here. */
  publicOrigin: string
  /** The edge serving the widget: widget_url and bi_url point there; CORS allows it. */
  widgetOrigin: string
  secret: string
  sink?: UpstreamSinkOptions
}

const Name = v.optional(v.pipe(v.string(), v.maxLength(200)))
const TokenRequest = v.object({
  strategy: v.pipe(v.string(), v.regex(/^[a-z][a-z0-9_-]{1,40}$/, 'strategy must be a strategy type')),
  market: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z]{2}$/, 'market must be a two-letter country code'))),
  locale: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z]{2,3}([-_][A-Za-z0-9]{2,8})?$/, 'locale must look like sv or en_mx'))),
  first_name: Name,
  middle_name: Name,
  last_name: Name,
  presentation_data: v.optional(v.record(v.string(), v.unknown())),
  flow: v.optional(v.pipe(v.string(), v.maxLength(60))),
  scenario: v.optional(v.string()),
  contact: v.optional(v.pipe(v.string(), v.maxLength(200))),
  resend_seconds: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(600))),
})

const VerifyBody = v.object({ code: v.pipe(v.string(), v.maxLength(32)) })

const mask = (contact: string) =>
  contact.includes('@')
    ? contact.replace(/^(.)[^@]*(@.*)$/, '$1•••$2')
    : contact.replace(/\d(?=(?:\D*\d){2})/g, (d, i: number) => (i < 6 ? d : '•'))

/**
 * The mock of the provider's session server (dev/SESSION_API.md): mints
 * client tokens and answers the strategy calls with real bearer checks.
 */
export function createMockServer(options: MockServerOptions) {
  const store = createSessionStore()
  const app = new Hono()

  app.use('/v1/*', cors({ origin: options.widgetOrigin, allowMethods: ['GET', 'POST', 'DELETE'], allowHeaders: ['Authorization', 'Content-Type'], maxAge: 600 }))
  // The edge's analytics and error upstream in local development. Mounted before the 64 KiB limit
  // below (Hono runs handlers in the order they were added), since error batches may be 256 KiB.
  app.route('/dev', createUpstreamSink(options.sink))
  app.use('*', bodyLimit({ maxSize: 64 * 1024, onError: (c) => c.json({ error: 'payload_too_large' }, 413) }))

  app.get('/', (c) => c.html(demoPage(options.widgetOrigin)))

  app.post('/dev/tokens', async (c) => {
    const parsed = v.safeParse(TokenRequest, await c.req.json().catch(() => undefined))
    if (!parsed.success) return c.json({ error: 'invalid_request', issues: parsed.issues.map((i) => `${v.getDotPath(i) ?? 'body'}: ${i.message}`) }, 400)
    const input = parsed.output
    const scenario = parseScenario(input.scenario)
    if (!scenario) return c.json({ error: 'invalid_request', issues: ['scenario must be success, failure:<reason>, cancel-fails or server-error'] }, 400)
    const session = store.create({
      strategy: input.strategy,
      scenario,
      contact: input.contact ?? (input.strategy === 'otp_email' ? 'shopper@example.com' : '+46 70 123 45 67'),
      resendSeconds: input.resend_seconds ?? 30,
    })
    const details = {
      session_id: session.id,
      url: `${options.publicOrigin}/v1/sessions/${session.id}`,
      locale: input.locale ?? 'en',
      strategies: [{ type: input.strategy, market: input.market ?? 'SE', first_name: input.first_name, middle_name: input.middle_name, last_name: input.last_name }],
      presentation_data: input.presentation_data ?? {},
      experiments: [],
      client_name: 'demo-checkout',
      flow: input.flow ?? 'generic',
      bi_url: `${options.widgetOrigin}/bi`,
    }
    const client_token = mintClientToken(details, options.secret)
    return c.json({ client_token, widget_url: `${options.widgetOrigin}/#${client_token}`, session_id: session.id }, 201)
  })

  /** The bearer check: a token this server minted, for this very session. */
  const authorize = (c: Context): MockSession | Response => {
    const header = c.req.header('authorization') ?? ''
    const token = /^Bearer ([A-Za-z0-9_.-]+)$/.exec(header)?.[1]
    const claims = token ? verifyClientToken(token, options.secret) : null
    const session = store.get(c.req.param('id') ?? '')
    if (!claims || !session || claims.session_id !== session.id) {
      c.header('WWW-Authenticate', 'Bearer realm="session", error="invalid_token"')
      return c.json({ error: 'unauthorized' }, 401)
    }
    return session
  }

  const strategyCall = (handler: (c: Context, session: MockSession) => Response | Promise<Response>) => async (c: Context) => {
    const session = authorize(c)
    if (session instanceof Response) return session
    if (c.req.param('type') !== session.strategy) return c.json({ error: 'unknown_strategy' }, 404)
    if (session.scenario.kind === 'server-error') return c.json({ error: 'internal' }, 500)
    if (session.status === 'cancelled') return c.json({ status: 'cancelled', token: resultToken() })
    if (session.status === 'success' || session.status === 'failure') return c.json({ error: 'strategy_finished' }, 409)
    return handler(c, session)
  }

  const sendCode = (c: Context, session: MockSession) => {
    session.status = 'in_progress'
    session.codeSent = true
    session.resendAt = Date.now() + session.resendSeconds * 1000
    return c.json({ status: 'in_progress', contact_detail: mask(session.contact), resend_available_in: session.resendSeconds })
  }

  app.post(
    '/v1/sessions/:id/strategies/:type/start',
    strategyCall((c, session) => {
      if (session.scenario.kind === 'failure') {
        session.status = 'failure'
        return c.json({ status: 'failure', reason: session.scenario.reason, token: resultToken() })
      }
      return sendCode(c, session)
    }),
  )

  app.post(
    '/v1/sessions/:id/strategies/:type/resend',
    strategyCall((c, session) => {
      const wait = Math.ceil((session.resendAt - Date.now()) / 1000)
      if (!session.codeSent) return c.json({ error: 'not_started' }, 409)
      if (wait > 0) return c.json({ error: 'resend_too_soon', resend_available_in: wait }, 429)
      return sendCode(c, session)
    }),
  )

  app.post(
    '/v1/sessions/:id/strategies/:type/verify',
    strategyCall(async (c, session) => {
      if (!session.codeSent) return c.json({ error: 'not_started' }, 409)
      const body = v.safeParse(VerifyBody, await c.req.json().catch(() => undefined))
      if (!body.success) return c.json({ error: 'invalid_request' }, 400)
      if (body.output.code === RIGHT_CODE) {
        session.status = 'success'
        return c.json({ status: 'success', token: resultToken() })
      }
      session.wrongCodes += 1
      if (session.wrongCodes >= MAX_WRONG_CODES) {
        session.status = 'failure'
        return c.json({ status: 'failure', reason: 'too-many-attempts', token: resultToken() })
      }
      return c.json({ error: 'wrong_code', attempts_remaining: MAX_WRONG_CODES - session.wrongCodes }, 422)
    }),
  )

  app.delete('/v1/sessions/:id', (c) => {
    const session = authorize(c)
    if (session instanceof Response) return session
    const reason = c.req.query('cancel_reason')
    if (reason !== undefined && !['go_back', 'change_method', 'change_phone_number'].includes(reason)) return c.json({ error: 'invalid_cancel_reason' }, 400)
    if (session.scenario.kind === 'cancel-fails') return c.json({ error: 'internal' }, 500)
    session.status = 'cancelled'
    return c.json({ token: resultToken() })
  })

  return app
}
