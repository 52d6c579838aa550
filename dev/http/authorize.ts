import type { Context } from 'hono'
import { verifyClientToken } from '../client-token.ts'
import type { MockContext } from '../mock-context.ts'
import type { MockSession } from '../sessions.ts'

/** The bearer check: a token this server minted, for this very session (the route's `:id`); else the 401 to send. */
export function authorize(c: Context, { store, secret }: MockContext): MockSession | Response {
  const header = c.req.header('authorization') ?? ''
  const token = /^Bearer ([A-Za-z0-9_.-]+)$/.exec(header)?.[1]
  const claims = token ? verifyClientToken(token, secret) : null
  const session = store.get(c.req.param('id') ?? '')
  if (!claims || !session || claims.session_id !== session.id) {
    c.header('WWW-Authenticate', 'Bearer realm="session", error="invalid_token"')
    return c.json({ error: 'unauthorized' }, 401)
  }
  return session
}
