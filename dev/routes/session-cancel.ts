import { Hono } from 'hono'
import { authorize } from '../http/authorize.ts'
import type { MockContext } from '../mock-context.ts'
import { resultToken } from '../sessions.ts'

const CANCEL_REASONS = ['go_back', 'change_method', 'change_phone_number']

/** `DELETE {url}?cancel_reason=…`, mounted at `/v1/sessions`: the shopper ends the session (dev/SESSION_API.md). */
export function sessionCancel(context: MockContext) {
  const app = new Hono()
  app.delete('/:id', (c) => {
    const session = authorize(c, context)
    if (session instanceof Response) return session
    const reason = c.req.query('cancel_reason')
    if (reason !== undefined && !CANCEL_REASONS.includes(reason)) return c.json({ error: 'invalid_cancel_reason' }, 400)
    const first = session.strategies[0]!
    if (first.scenario.kind === 'cancel-fails') return c.json({ error: 'internal' }, 500)
    session.cancelled = true
    first.token ??= resultToken()
    for (const s of session.strategies) s.pending = null
    first.data.cancelReason = reason
    return c.json({ token: first.token })
  })
  return app
}
