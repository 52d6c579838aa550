import { Hono, type Context } from 'hono'
import { documentAsset } from '../../contracts/edge-assets'
import { edgeManifest, readAsset } from '../assets/edge-assets'
import { edgeConfig } from '../config'
import { chooseDocument } from '../document/hints'
import { acceptsBrotli } from '../http/accepts-brotli'
import { matchesEtag } from '../http/etag'
import { methodNotAllowed } from '../http/method-not-allowed'
import { httpError } from '../http/problem'
import { type FrameVariables, merchantFrames } from '../middleware/merchant-frames'
import { documentHeaders } from '../middleware/security-headers'

/**
 * Every document URL may change with a deploy (its script names the chunks of that deploy), so
 * any cache, the CDN's included, revalidates it: cheap, a 304 by ETag. Nothing in it depends on
 * the token (which stays in the fragment), so it is public.
 */
const REVALIDATE = 'public, max-age=0, must-revalidate'

/**
 * The first-screen document the URL's hints name (docs/architecture.md "Budgets"):
 * the shell, the hinted screen's module and the locale's text, in one
 * response. The build composed every document and stored it twice
 * (contracts/edge-assets.ts): brotli 11 for clients that accept it, as it
 * is for the others; the worker picks one and adds its headers.
 */
async function serve(c: Context<{ Bindings: Env; Variables: FrameVariables }>) {
  const manifest = await edgeManifest(c.env)
  const { type, locale } = chooseDocument(
    { l: c.req.query('l'), s: c.req.query('s') },
    manifest.screens,
    Object.keys(manifest.locales),
  )
  const etag = manifest.etags[type]?.[locale]
  const variant = manifest.variants[type ? (manifest.screens[type]?.variant ?? '') : '']
  if (!etag || !variant) {
    console.error('edge: the manifest names no document for', JSON.stringify({ type, locale }))
    throw httpError(503, 'The widget’s files are not available right now; try again shortly.', {
      headers: { 'Retry-After': '30' },
    })
  }
  const brotli = acceptsBrotli(c.req.header('accept-encoding'))
  const headers: Record<string, string> = {
    ...documentHeaders(
      edgeConfig(c.env),
      { ...variant, headScriptHash: manifest.headScriptHash },
      c.get('frameAncestors'),
    ),
    'Cache-Control': REVALIDATE,
    // Each representation has its own strong validator; either one in If-None-Match is still fresh.
    ETag: `"${etag}${brotli ? '-br' : ''}"`,
    Vary: 'Accept-Encoding',
  }
  const inm = c.req.header('if-none-match')
  if (matchesEtag(inm, `"${etag}"`) || matchesEtag(inm, `"${etag}-br"`))
    return new Response(null, { status: 304, headers })
  const stored = await readAsset(c.env.ASSETS, documentAsset(etag, brotli))
  headers['Content-Type'] = 'text/html; charset=utf-8'
  if (brotli) headers['Content-Encoding'] = 'br'
  // Passed through untouched: the brotli copy is already encoded.
  return new Response(stored.body, { status: 200, headers, encodeBody: brotli ? 'manual' : 'automatic' })
}

/** `/` and `/index.html` (wrangler.toml sends them to the worker first: `run_worker_first`). */
export const widgetPage = new Hono<{ Bindings: Env; Variables: FrameVariables }>()
  .get('/', merchantFrames, serve)
  .get('/index.html', merchantFrames, serve)
  .all('/', methodNotAllowed('GET', 'HEAD'))
  .all('/index.html', methodNotAllowed('GET', 'HEAD'))
