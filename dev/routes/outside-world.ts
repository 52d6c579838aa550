import { Hono } from 'hono'
import * as v from 'valibot'
import type { MockContext } from '../mock-context.ts'
import { currentOf, type MockSession } from '../sessions.ts'
import { handBackIfDone, resolveOutside } from '../strategies/strategy-mock.ts'
import { familyOf, pendingOf } from '../strategy-state.ts'

const External = v.union([
  v.object({ outcome: v.picklist(['approve', 'cancel']) }),
  v.object({ outcome: v.literal('reject'), reason: v.pipe(v.string(), v.regex(/^[a-z][a-z-]{1,60}$/)) }),
  v.object({ hint: v.pipe(v.string(), v.regex(/^[A-Za-z]{1,40}$/)) }),
])
const EXTERNAL_HELP = 'body must be { outcome: approve | cancel }, { outcome: reject, reason }, or { hint }'

/**
 * The simulated outside world (docs/architecture.md "Simulating the outside world"), mounted at `/dev/sessions`: what
 * the session waits on, and a way to resolve it, for the demo's panel and
 * the tests. No bearer token: it stands for the bank, the phone, the bureau.
 */
export function outsideWorld(context: MockContext) {
  const { store, now } = context
  const app = new Hono()

  const view = (session: MockSession) => {
    const was = currentOf(session)
    familyOf(was).tick?.(was, now(), session)
    handBackIfDone(session, was, now())
    const strategy = currentOf(session)
    return {
      session_id: session.id,
      strategy: strategy.type,
      status: session.cancelled ? 'cancelled' : strategy.status,
      pending: session.cancelled ? null : pendingOf(strategy),
    }
  }

  app.get('/:id', (c) => {
    const session = store.get(c.req.param('id'))
    if (!session) return c.json({ error: 'unknown_session' }, 404)
    return c.json(view(session), 200, { 'Cache-Control': 'no-store' })
  })

  app.post('/:id/external', async (c) => {
    const session = store.get(c.req.param('id'))
    if (!session) return c.json({ error: 'unknown_session' }, 404)
    const input = v.safeParse(External, await c.req.json().catch(() => undefined))
    if (!input.success) return c.json({ error: 'invalid_request', issues: [EXTERNAL_HELP] }, 400)
    const strategy = currentOf(session)
    const family = familyOf(strategy)
    family.tick?.(strategy, now(), session)
    if (!strategy.pending || session.cancelled) return c.json({ error: 'nothing_pending', ...view(session) }, 409)
    const step = input.output
    if ('hint' in step) {
      const refused = family.hint ? family.hint(strategy, step.hint, session) : void (strategy.pending.hint = step.hint)
      if (refused) return c.json(refused.body, refused.status ?? 400)
    } else resolveOutside(family, strategy, step, now(), session)
    return c.json(view(session))
  })

  return app
}
