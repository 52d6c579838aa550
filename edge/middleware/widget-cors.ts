import { createMiddleware } from 'hono/factory'
import { cors } from 'hono/cors'
import { edgeConfig } from '../config'
import { originMatches } from '../http/source-list'

/**
 * CORS for the routes the widget calls. The widget is served by the edge, so
 * its calls are same-origin and need none of this; only the origins in
 * WIDGET_ORIGINS (locally: loopback, where the page and bi_url may differ in
 * host spelling) get in, with just the methods and headers the route takes,
 * and without credentials.
 */
export const widgetCors = (allowMethods: string[], exposeHeaders: string[]) => {
  const handler = cors({
    origin: (origin, c) => (originMatches(origin, edgeConfig(c.env as Env).widgetOrigins) ? origin : null),
    allowMethods,
    allowHeaders: ['Content-Type'],
    exposeHeaders,
    maxAge: 600,
  })
  return createMiddleware(async (c, next) => {
    if (c.req.header('Origin') !== undefined) return handler(c, next)
    // No Origin: not a cross-origin browser call, nothing to allow. A cache must still keep it apart from answers that were.
    await next()
    // On the response's own headers, as securityHeaders does: c.header() after next() copies the whole response.
    c.res.headers.append('Vary', 'Origin')
  })
}
