import { Hono, type Context } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { authorize } from '../http/authorize.ts'
import type { MockContext } from '../mock-context.ts'
import type { MockSession, MockStrategy } from '../sessions.ts'
import { finish, UPLOAD_LIMIT, type Answer } from '../strategies/strategy-mock.ts'
import { deactivate, familyOf, strategyState } from '../strategy-state.ts'

type Handler = (c: Context, session: MockSession, strategy: MockStrategy) => Response | Promise<Response>

/**
 * Every strategy call, mounted at `/v1/sessions` (dev/SESSION_API.md): the
 * bearer check, the strategy of this session, then the scenario's say before
 * the family's own handler.
 */
function strategyCall(context: MockContext, handler: Handler) {
  return async (c: Context) => {
    const session = authorize(c, context)
    if (session instanceof Response) return session
    const strategy = session.strategies.find((s) => s.type === c.req.param('type'))
    if (!strategy) return c.json({ error: 'unknown_strategy' }, 404)
    if (strategy.scenario.kind === 'slow') await new Promise((r) => setTimeout(r, context.slowMs))
    if (strategy.scenario.kind === 'server-error') return c.json({ error: 'internal' }, 500)
    return handler(c, session, strategy)
  }
}

/** A family's answer as it is, or the strategy's state after the family changed it. */
const send = (
  context: MockContext,
  c: Context,
  session: MockSession,
  _strategy: MockStrategy,
  result: Answer | MockStrategy,
) => ('body' in result ? c.json(result.body, result.status ?? 200) : c.json(strategyState(context, session, result)))

/** The state read, deactivation, the families' actions and reads (under the server's 64 KiB body limit). */
export function strategyCalls(context: MockContext) {
  const { now, publicOrigin: origin } = context
  const app = new Hono()

  app.get(
    '/:id/strategies/:type',
    strategyCall(context, (c, session, strategy) => c.json(strategyState(context, session, strategy))),
  )

  app.post(
    '/:id/strategies/:type/deactivate',
    strategyCall(context, (c, session, strategy) => c.json(deactivate(context, session, strategy))),
  )

  app.post(
    '/:id/strategies/:type/:action',
    strategyCall(context, async (c, session, strategy) => {
      const family = familyOf(strategy)
      family.tick?.(strategy, now(), session)
      if (strategy.deactivated) return c.json({ error: 'strategy_inactive' }, 409)
      if (session.cancelled) return c.json(strategyState(context, session, strategy))
      if (strategy.status !== 'in_progress') return c.json({ error: 'strategy_finished' }, 409)
      const name = c.req.param('action') ?? ''
      const action = family.actions[name]
      if (!action) return c.json({ error: 'unknown_action' }, 404)
      // The scenario plays on the strategy's first call, whichever it is (or the first of the calls the
      // family names; for some families, a failure plays when their verdict comes).
      if (!strategy.scenarioPlayed && (!family.scenarioOn || family.scenarioOn.includes(name))) {
        strategy.scenarioPlayed = true
        const { scenario } = strategy
        if (scenario.kind === 'failure' && !family.playsFailures) {
          return send(context, c, session, strategy, finish(strategy, 'failure', scenario.reason))
        }
        if (scenario.kind === 'next') return c.json(deactivate(context, session, strategy))
      }
      const body: unknown = await c.req.json().catch(() => undefined)
      return send(context, c, session, strategy, action({ session, strategy, body, now: now(), origin }))
    }),
  )

  app.get(
    '/:id/strategies/:type/:read',
    strategyCall(context, (c, session, strategy) => {
      const family = familyOf(strategy)
      family.tick?.(strategy, now(), session)
      const read = family.reads?.[c.req.param('read') ?? '']
      if (!read) return c.json({ error: 'unknown_read' }, 404)
      const query = c.req.query()
      return send(
        context,
        c,
        session,
        strategy,
        read({ session, strategy, body: undefined, query, now: now(), origin }),
      )
    }),
  )

  return app
}

/**
 * Files (an ID scan's pictures), mounted at `/v1/sessions` before the
 * server's 64 KiB body limit: they have a limit of their own.
 */
export function strategyUploads(context: MockContext) {
  const { now, publicOrigin: origin } = context
  const app = new Hono()
  app.put(
    '/:id/strategies/:type/:folder/:name',
    bodyLimit({ maxSize: UPLOAD_LIMIT, onError: (c) => c.json({ error: 'payload_too_large' }, 413) }),
    strategyCall(context, async (c, session, strategy) => {
      const family = familyOf(strategy)
      family.tick?.(strategy, now(), session)
      if (strategy.deactivated) return c.json({ error: 'strategy_inactive' }, 409)
      if (session.cancelled || strategy.status !== 'in_progress') return c.json({ error: 'strategy_finished' }, 409)
      const upload = family.uploads?.[c.req.param('folder') ?? '']
      if (!upload) return c.json({ error: 'unknown_upload' }, 404)
      const bytes = new Uint8Array(await c.req.arrayBuffer())
      const contentType = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase()
      const name = c.req.param('name') ?? ''
      const call = { session, strategy, body: undefined, now: now(), origin, name, bytes, contentType }
      return send(context, c, session, strategy, upload(call))
    }),
  )
  return app
}
