import type { Context } from 'hono'
import { httpError } from './problem'

/** A catch-all for a route's other methods: 405 naming the ones it takes. */
export const methodNotAllowed =
  (...allowed: string[]) =>
  (c: Context): never => {
    throw httpError(405, `${c.req.method} is not allowed here`, { headers: { Allow: allowed.join(', ') } })
  }
