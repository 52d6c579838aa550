import { Hono, type Context } from 'hono'
import { edgeConfig } from '../config'
import { methodNotAllowed } from '../http/method-not-allowed'
import { documentHeaders } from '../middleware/security-headers'

/** The built widget HTML from the assets binding, with its CSP and the other document headers. */
async function serve(c: Context<{ Bindings: Env }>) {
  const asset = await c.env.ASSETS.fetch(c.req.raw)
  // Responses from a binding have immutable headers.
  const response = new Response(asset.body, asset)
  for (const [name, value] of Object.entries(documentHeaders(edgeConfig(c.env)))) response.headers.set(name, value)
  return response
}

/** `/` and `/index.html` (wrangler.toml sends them to the worker first: `run_worker_first`). */
export const widgetPage = new Hono<{ Bindings: Env }>()
  .get('/', serve)
  .get('/index.html', serve)
  .all('/', methodNotAllowed('GET', 'HEAD'))
  .all('/index.html', methodNotAllowed('GET', 'HEAD'))
