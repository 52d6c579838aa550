import { Hono, type Context } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { cors } from 'hono/cors'
import * as v from 'valibot'
import { widgetUrlFor } from '../host/widget-url.ts'
import { mintClientToken, verifyClientToken } from './client-token.ts'
import { demoPage } from './demo/demo-page.ts'
import { createPartnerPages } from './partner-pages.ts'
import { createShop } from './shop/shop.ts'
import { createSessionStore, currentOf, parseScenario, resultToken, SCENARIO_HELP, type MockSession, type MockStrategy, type Scenario } from './sessions.ts'
import { canonicalStrategyType } from '../contracts/screen-type.ts'
import { knownTypes, mockFor, strategyMocks } from './strategies/index.ts'
import { finish, handBackIfDone, resolveOutside, UPLOAD_LIMIT, type Answer, type StrategyMock } from './strategies/strategy-mock.ts'
import { createUpstreamSink, type UpstreamSinkOptions } from './upstream-sink.ts'

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
}

const Name = v.optional(v.pipe(v.string(), v.maxLength(200)))
const Type = v.pipe(v.string(), v.regex(/^[a-z][a-z0-9_-]{1,40}$/, 'strategy must be a strategy type'))
const Market = v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z]{2}$/, 'market must be a two-letter country code')))
/** iDIN's partner URL in the token (spec §3); a stand-in on Signicat's test host unless the request names one (to try a bad one). */
const SignicatUrl = v.optional(v.pipe(v.string(), v.maxLength(2000)))
export const DEMO_SIGNICAT_URL = 'https://preprod.signicat.com/std/method/idin/?id=idin-demo'
const Delay = v.optional(v.pipe(v.number(), v.minValue(0), v.maxValue(120)))
/** ID scan: the documents the session accepts (spec §3's types, or others the widget offers under a generic name). */
const AcceptedDocuments = v.optional(v.pipe(v.array(v.pipe(v.string(), v.regex(/^[a-z][a-z0-9_]{0,59}$/, 'accepted_documents must be document types such as tax_id'))), v.minLength(1), v.maxLength(40)))
const StrategyRequest = v.object({ type: Type, market: Market, first_name: Name, middle_name: Name, last_name: Name, scenario: v.optional(v.string()), signicatUrl: SignicatUrl, answer_delay_seconds: Delay, accepted_documents: AcceptedDocuments })
const TokenRequest = v.pipe(
  v.object({
    strategy: v.optional(Type),
    /** The first is shown; later ones are what the session may switch to. */
    strategies: v.optional(v.pipe(v.array(StrategyRequest), v.minLength(1), v.maxLength(6))),
    market: Market,
    locale: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z]{2,3}([-_][A-Za-z0-9]{2,8})?$/, 'locale must look like sv or en_mx'))),
    first_name: Name,
    middle_name: Name,
    last_name: Name,
    presentation_data: v.optional(v.record(v.string(), v.unknown())),
    flow: v.optional(v.pipe(v.string(), v.maxLength(60))),
    scenario: v.optional(v.string()),
    signicatUrl: SignicatUrl,
    contact: v.optional(v.pipe(v.string(), v.maxLength(200))),
    resend_seconds: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(600))),
    /** Where the family's outside world answers by itself (a bureau, a registry): after this long. */
    answer_delay_seconds: Delay,
    accepted_documents: AcceptedDocuments,
  }),
  v.check((r) => !!r.strategy || !!r.strategies, 'strategy or strategies is required'),
)
const External = v.union([
  v.object({ outcome: v.picklist(['approve', 'cancel']) }),
  v.object({ outcome: v.literal('reject'), reason: v.pipe(v.string(), v.regex(/^[a-z][a-z-]{1,60}$/)) }),
  v.object({ hint: v.pipe(v.string(), v.regex(/^[A-Za-z]{1,40}$/)) }),
])

/** Every strategy of a session has a family: a token for any other type is refused when it is asked for. */
const familyOf = (strategy: MockStrategy): StrategyMock => mockFor(strategy.type)!

/**
 * `POST /dev/tokens` for a type the mock cannot answer: refused at once
 * (RFC 9457), naming the types it knows, rather than a session whose calls
 * all fail.
 */
const unknownTypes = (c: Context, types: string[]) =>
  c.body(
    JSON.stringify({
      type: 'about:blank',
      title: 'Unprocessable Content',
      status: 422,
      detail: `The mock cannot answer strategy type ${types.map((t) => `'${t}'`).join(', ')}. It knows ${knownTypes.join(', ')} (hyphens or underscores).`,
      error: 'unknown_strategy_type',
      unknown_types: types,
      known_types: knownTypes,
    }),
    422,
    { 'Content-Type': 'application/problem+json' },
  )

/** How the widget learns of a strategy: the token's list (spelt as asked for), and a `next_strategy`. */
const describe = (s: MockStrategy) => ({ type: s.spelt ?? s.type, market: s.market, first_name: s.first_name, middle_name: s.middle_name, last_name: s.last_name, ...(s.type === 'idin' ? { signicatUrl: s.signicatUrl ?? DEMO_SIGNICAT_URL } : {}) })

/**
 * The mock of the provider's session server (dev/SESSION_API.md): mints
 * client tokens and answers the strategy calls with real bearer checks. Each
 * family's calls live in dev/strategies/; this file is the contract they share:
 * scenarios, state reads, switching to the next strategy, cancel, and the
 * simulated outside world (design.md) that the demo's panel and the tests drive.
 */
export function createMockServer(options: MockServerOptions) {
  const store = createSessionStore()
  const now = options.now ?? Date.now
  const app = new Hono()

  app.use('/v1/*', cors({ origin: options.widgetOrigin, allowMethods: ['GET', 'POST', 'PUT', 'DELETE'], allowHeaders: ['Authorization', 'Content-Type'], maxAge: 600 }))
  // The edge's analytics and error upstream in local development. Mounted before the 64 KiB limit
  // below (Hono runs handlers in the order they were added), since error batches may be 256 KiB.
  app.route('/dev', createUpstreamSink(options.sink))
  // Files (an ID scan's pictures): before the 64 KiB limit too, with a limit of their own.
  app.put(
    '/v1/sessions/:id/strategies/:type/:folder/:name',
    bodyLimit({ maxSize: UPLOAD_LIMIT, onError: (c) => c.json({ error: 'payload_too_large' }, 413) }),
    (c) => upload(c),
  )
  app.use('*', bodyLimit({ maxSize: 64 * 1024, onError: (c) => c.json({ error: 'payload_too_large' }, 413) }))

  app.get('/', (c) => c.html(demoPage(options.widgetOrigin)))

  // The pages hand-offs send the shopper to, on this server's origin (dev/partner-pages.ts).
  app.route('/partner', createPartnerPages({ get: store.get, widgetOrigin: options.widgetOrigin, now }))
  // A merchant's checkout built from the integration guide's snippets (docs/integration.md), on this origin.
  app.route(
    '/shop',
    createShop({
      widgetOrigin: options.widgetOrigin,
      createSession: async () => (await app.request('/dev/tokens', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ strategy: 'otp_phone' }) })).json(),
    }),
  )

  app.get('/dev/strategies', (c) => c.json(strategyMocks.map((m) => ({ types: m.types, ...m.demo }))))

  app.post('/dev/tokens', async (c) => {
    const parsed = v.safeParse(TokenRequest, await c.req.json().catch(() => undefined))
    if (!parsed.success) return c.json({ error: 'invalid_request', issues: parsed.issues.map((i) => `${v.getDotPath(i) ?? 'body'}: ${i.message}`) }, 400)
    const input = parsed.output
    const requested = input.strategies ?? [{ type: input.strategy!, market: input.market, first_name: input.first_name, middle_name: input.middle_name, last_name: input.last_name, scenario: undefined, signicatUrl: input.signicatUrl, answer_delay_seconds: undefined, accepted_documents: undefined }]
    const unknown = requested.map((s) => s.type).filter((type) => !mockFor(canonicalStrategyType(type)))
    if (unknown.length) return unknownTypes(c, unknown)
    const scenarios: Scenario[] = []
    for (const [i, s] of requested.entries()) {
      const scenario = parseScenario(s.scenario ?? (i === 0 ? input.scenario : undefined))
      if (!scenario || (scenario.kind === 'family' && !mockFor(canonicalStrategyType(s.type))!.demo.scenarios?.includes(scenario.name))) return c.json({ error: 'invalid_request', issues: [SCENARIO_HELP] }, 400)
      scenarios.push(scenario)
    }
    const delayMs = (s: (typeof requested)[number]) => (s.answer_delay_seconds ?? input.answer_delay_seconds ?? mockFor(canonicalStrategyType(s.type))!.demo.answerDelaySeconds ?? 0) * 1000
    const first = canonicalStrategyType(requested[0]!.type)
    const session = store.create({
      // The session answers under the one spelling the widget calls it by; the token keeps the one asked for.
      strategies: requested.map((s, i) => ({ type: canonicalStrategyType(s.type), ...(s.type !== canonicalStrategyType(s.type) && { spelt: s.type }), market: s.market ?? input.market ?? 'SE', first_name: s.first_name ?? input.first_name, middle_name: s.middle_name ?? input.middle_name, last_name: s.last_name ?? input.last_name, scenario: scenarios[i]!, signicatUrl: s.signicatUrl, answerDelayMs: delayMs(s), acceptedDocuments: s.accepted_documents ?? input.accepted_documents })),
      contact: input.contact ?? (first === 'otp_email' ? 'shopper@example.com' : '+46 70 123 45 67'),
      resendSeconds: input.resend_seconds ?? 30,
    })
    const details = {
      session_id: session.id,
      url: `${options.publicOrigin}/v1/sessions/${session.id}`,
      locale: input.locale ?? 'en',
      strategies: session.strategies.map(describe),
      presentation_data: input.presentation_data ?? {},
      experiments: [],
      client_name: 'demo-checkout',
      flow: input.flow ?? 'generic',
      bi_url: `${options.widgetOrigin}/bi`,
    }
    const client_token = mintClientToken(details, options.secret)
    // The first screen's hints in the query, as the host SDK writes them (design.md "Contracts").
    return c.json({ client_token, widget_url: widgetUrlFor(options.widgetOrigin, client_token), session_id: session.id }, 201)
  })

  /** A strategy's state as the widget reads it (dev/SESSION_API.md "Strategy state"). */
  const stateOf = (session: MockSession, strategy: MockStrategy): Record<string, unknown> => {
    const family = familyOf(strategy)
    family.tick?.(strategy, now(), session)
    handBackIfDone(session, strategy, now())
    if (strategy.deactivated) {
      const next = currentOf(session)
      return { status: 'cancelled', ...(next !== strategy && !next.deactivated ? { next_strategy: describe(next) } : {}) }
    }
    if (session.cancelled) return { status: 'cancelled', token: session.strategies[0]!.token }
    return {
      status: strategy.status,
      ...(strategy.reason ? { reason: strategy.reason } : {}),
      ...(strategy.token ? { token: strategy.token } : {}),
      pending: strategy.pending ? { kind: strategy.pending.kind, ...(strategy.pending.hint ? { hint: strategy.pending.hint } : {}) } : null,
      ...family.view?.(strategy, session, now()),
    }
  }

  /** Moves the session on from `strategy`: to the next one in its list, if any. */
  const deactivate = (session: MockSession, strategy: MockStrategy) => {
    if (!strategy.deactivated) {
      strategy.deactivated = true
      strategy.pending = null
      const index = session.strategies.indexOf(strategy)
      if (index === session.current && index + 1 < session.strategies.length) session.current = index + 1
    }
    return stateOf(session, strategy)
  }

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

  const send = (c: Context, session: MockSession, strategy: MockStrategy, result: Answer | MockStrategy) =>
    'body' in result ? c.json(result.body, result.status ?? 200) : c.json(stateOf(session, result))

  /** Every strategy call: bearer check, the strategy of this session, then the scenario's say. */
  const strategyCall = (handler: (c: Context, session: MockSession, strategy: MockStrategy) => Response | Promise<Response>) => async (c: Context) => {
    const session = authorize(c)
    if (session instanceof Response) return session
    const strategy = session.strategies.find((s) => s.type === c.req.param('type'))
    if (!strategy) return c.json({ error: 'unknown_strategy' }, 404)
    if (strategy.scenario.kind === 'slow') await new Promise((r) => setTimeout(r, options.slowMs ?? 3000))
    if (strategy.scenario.kind === 'server-error') return c.json({ error: 'internal' }, 500)
    return handler(c, session, strategy)
  }

  app.get(
    '/v1/sessions/:id/strategies/:type',
    strategyCall((c, session, strategy) => c.json(stateOf(session, strategy))),
  )

  app.post(
    '/v1/sessions/:id/strategies/:type/deactivate',
    strategyCall((c, session, strategy) => c.json(deactivate(session, strategy))),
  )

  app.post(
    '/v1/sessions/:id/strategies/:type/:action',
    strategyCall(async (c, session, strategy) => {
      familyOf(strategy).tick?.(strategy, now(), session)
      if (strategy.deactivated) return c.json({ error: 'strategy_inactive' }, 409)
      if (session.cancelled) return c.json(stateOf(session, strategy))
      if (strategy.status !== 'in_progress') return c.json({ error: 'strategy_finished' }, 409)
      const name = c.req.param('action') ?? ''
      const action = familyOf(strategy).actions[name]
      if (!action) return c.json({ error: 'unknown_action' }, 404)
      // The scenario plays on the strategy's first call, whichever it is (or the first of the calls the family names;
      // for some families, a failure plays when their verdict comes).
      const scenarioOn = familyOf(strategy).scenarioOn
      if (!strategy.scenarioPlayed && (!scenarioOn || scenarioOn.includes(name))) {
        strategy.scenarioPlayed = true
        if (strategy.scenario.kind === 'failure' && !familyOf(strategy).playsFailures) return send(c, session, strategy, finish(strategy, 'failure', strategy.scenario.reason))
        if (strategy.scenario.kind === 'next') return c.json(deactivate(session, strategy))
      }
      const body: unknown = await c.req.json().catch(() => undefined)
      return send(c, session, strategy, action({ session, strategy, body, now: now(), origin: options.publicOrigin }))
    }),
  )

  const upload = strategyCall(async (c, session, strategy) => {
    const family = familyOf(strategy)
    family.tick?.(strategy, now(), session)
    if (strategy.deactivated) return c.json({ error: 'strategy_inactive' }, 409)
    if (session.cancelled || strategy.status !== 'in_progress') return c.json({ error: 'strategy_finished' }, 409)
    const handler = family.uploads?.[c.req.param('folder') ?? '']
    if (!handler) return c.json({ error: 'unknown_upload' }, 404)
    const bytes = new Uint8Array(await c.req.arrayBuffer())
    const contentType = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase()
    return send(c, session, strategy, handler({ session, strategy, body: undefined, now: now(), origin: options.publicOrigin, name: c.req.param('name') ?? '', bytes, contentType }))
  })

  app.get(
    '/v1/sessions/:id/strategies/:type/:read',
    strategyCall((c, session, strategy) => {
      const family = familyOf(strategy)
      family.tick?.(strategy, now(), session)
      const read = family.reads?.[c.req.param('read') ?? '']
      return read ? send(c, session, strategy, read({ session, strategy, body: undefined, query: c.req.query(), now: now(), origin: options.publicOrigin })) : c.json({ error: 'unknown_read' }, 404)
    }),
  )

  app.delete('/v1/sessions/:id', (c) => {
    const session = authorize(c)
    if (session instanceof Response) return session
    const reason = c.req.query('cancel_reason')
    if (reason !== undefined && !['go_back', 'change_method', 'change_phone_number'].includes(reason)) return c.json({ error: 'invalid_cancel_reason' }, 400)
    if (session.strategies[0]!.scenario.kind === 'cancel-fails') return c.json({ error: 'internal' }, 500)
    session.cancelled = true
    session.strategies[0]!.token ??= resultToken()
    for (const s of session.strategies) s.pending = null
    session.strategies[0]!.data.cancelReason = reason
    return c.json({ token: session.strategies[0]!.token })
  })

  // The simulated outside world (design.md): what the session waits on, and a way to resolve it.
  const devView = (session: MockSession) => {
    const was = currentOf(session)
    familyOf(was).tick?.(was, now(), session)
    handBackIfDone(session, was, now())
    const strategy = currentOf(session)
    const status = session.cancelled ? 'cancelled' : strategy.status
    return { session_id: session.id, strategy: strategy.type, status, pending: strategy.pending && !session.cancelled ? { kind: strategy.pending.kind, ...(strategy.pending.hint ? { hint: strategy.pending.hint } : {}) } : null }
  }

  app.get('/dev/sessions/:id', (c) => {
    const session = store.get(c.req.param('id'))
    return session ? c.json(devView(session), 200, { 'Cache-Control': 'no-store' }) : c.json({ error: 'unknown_session' }, 404)
  })

  app.post('/dev/sessions/:id/external', async (c) => {
    const session = store.get(c.req.param('id'))
    if (!session) return c.json({ error: 'unknown_session' }, 404)
    const input = v.safeParse(External, await c.req.json().catch(() => undefined))
    if (!input.success) return c.json({ error: 'invalid_request', issues: ['body must be { outcome: approve | cancel }, { outcome: reject, reason }, or { hint }'] }, 400)
    const strategy = currentOf(session)
    const family = familyOf(strategy)
    family.tick?.(strategy, now(), session)
    if (!strategy.pending || session.cancelled) return c.json({ error: 'nothing_pending', ...devView(session) }, 409)
    const step = input.output
    if ('hint' in step) {
      const refused = family.hint ? family.hint(strategy, step.hint, session) : void (strategy.pending.hint = step.hint)
      if (refused) return c.json(refused.body, refused.status ?? 400)
    } else resolveOutside(family, strategy, step, now(), session)
    return c.json(devView(session))
  })

  return app
}
