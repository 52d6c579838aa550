import { Hono, type Context } from 'hono'
import { edgeConfig } from '../config'
import { documentFor } from '../document/documents'
import { methodNotAllowed } from '../http/method-not-allowed'
import { problem } from '../http/problem'
import { documentHeaders } from '../middleware/security-headers'
import { matchesEtag } from './text'

/**
 * Every document URL may change with a deploy (its script names the chunks of that deploy), so
 * any cache, the CDN's included, revalidates it: cheap, a 304 by ETag. Nothing in it depends on
 * the token (which stays in the fragment), so it is public.
 */
const REVALIDATE = 'public, max-age=0, must-revalidate'

/** True when Accept-Encoding accepts br (RFC 9110 §12.5.3: `br;q=0` refuses it). */
export function acceptsBrotli(header: string | undefined): boolean {
  return (header ?? '').split(',').some((item) => {
    const [coding, ...params] = item.trim().toLowerCase().split(';')
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    return coding === 'br' && (q === undefined || Number(q.slice(2)) > 0)
  })
}

/**
 * The first-screen document the URL's hints name (design.md "Budgets"):
 * the shell, the hinted screen's module and the locale's text, in one
 * response. Clients that accept brotli get the build's brotli-11 copy
 * (`dist/_documents/<etag>.br`) as it is; others get it composed here.
 */
async function serve(c: Context<{ Bindings: Env }>) {
  const chosen = documentFor({ l: c.req.query('l'), s: c.req.query('s') })
  const brotli = acceptsBrotli(c.req.header('accept-encoding'))
  // Each representation has its own strong validator; either one in If-None-Match is still fresh.
  const etag = `"${chosen.etag}${brotli ? '-br' : ''}"`
  const headers: Record<string, string> = {
    ...documentHeaders(edgeConfig(c.env), chosen.variant),
    'Cache-Control': REVALIDATE,
    ETag: etag,
    Vary: 'Accept-Encoding',
  }
  const inm = c.req.header('if-none-match')
  if (matchesEtag(inm, `"${chosen.etag}"`) || matchesEtag(inm, `"${chosen.etag}-br"`)) return new Response(null, { status: 304, headers })
  headers['Content-Type'] = 'text/html; charset=utf-8'
  if (brotli) {
    const stored = await c.env.ASSETS.fetch(new URL(`/_documents/${chosen.etag}.br`, c.req.url))
    // Passed through untouched: the bytes are already brotli.
    if (stored.ok) return new Response(stored.body, { status: 200, headers: { ...headers, 'Content-Encoding': 'br' }, encodeBody: 'manual' })
    console.error('edge: precompressed document missing', chosen.etag)
    headers.ETag = `"${chosen.etag}"`
  }
  return new Response(chosen.html(), { status: 200, headers })
}

/** `/` and `/index.html` (wrangler.toml sends them to the worker first: `run_worker_first`). */
export const widgetPage = new Hono<{ Bindings: Env }>()
  .get('/', serve)
  .get('/index.html', serve)
  .all('/', methodNotAllowed('GET', 'HEAD'))
  .all('/index.html', methodNotAllowed('GET', 'HEAD'))
  // The precompressed copies are the edge's to serve, with their headers: never as files.
  .all('/_documents/*', () => problem(404, 'No such route'))
