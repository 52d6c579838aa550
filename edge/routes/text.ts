import { Hono } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { resolveLocale } from '../../locales/locale'
import { textAsset } from '../../contracts/edge-assets'
import { assetBytes } from '../assets/asset-bytes'
import { edgeManifest } from '../assets/edge-assets'
import { acceptsBrotli } from '../http/accepts-brotli'
import { matchesEtag } from '../http/etag'
import { methodNotAllowed } from '../http/method-not-allowed'
import { LOCALE_TAG_SOURCE } from '../../contracts/locale-tag'

const IMMUTABLE = 'public, max-age=31536000, immutable'
// Unversioned URLs may change with any deploy: revalidate (cheap: 304 by ETag).
const REVALIDATE = 'public, max-age=0, must-revalidate'

const LOCALE = `/:locale{${LOCALE_TAG_SOURCE}}`

/**
 * `GET /v1/text/:locale[?ns=<namespace>]`: the precompiled text of that
 * locale (any spelling, after the `en_mx → en → base` fallback), with the
 * strategy namespace the first screen needs and its companions. The build
 * stored each such group as a file, brotli and plain (tools/build/edge-assets.ts);
 * base-language text already fills any gap, listed in `$missing`.
 */
export const textRoutes = new Hono<{ Bindings: Env }>()
  .get(LOCALE, async (c) => {
    const manifest = await edgeManifest(c.env)
    const ns = c.req.query('ns')
    if (ns !== undefined && !manifest.namespaces.includes(ns))
      throw new HTTPException(404, { message: 'Unknown text namespace' })
    const { id, exact } = resolveLocale(c.req.param('locale'), Object.keys(manifest.locales))
    const locale = manifest.locales[id]!
    const etag = locale.text[ns ?? '']
    if (!etag) throw new HTTPException(404, { message: 'Unknown text namespace' })
    const brotli = acceptsBrotli(c.req.header('accept-encoding'))
    const headers: Record<string, string> = {
      // One strong validator per representation, as the documents have.
      ETag: `"${etag}${brotli ? '-br' : ''}"`,
      'Cache-Control': c.req.query('v') === manifest.textVersion ? IMMUTABLE : REVALIDATE,
      'Content-Language': locale.language,
      'X-Text-Locale': id,
      Vary: 'Accept-Encoding',
    }
    // The widget reports a locale we had to fall back from (it may be a market we should support).
    if (!exact) headers['X-Text-Fallback'] = 'unsupported-locale'
    const inm = c.req.header('if-none-match')
    if (matchesEtag(inm, `"${etag}"`) || matchesEtag(inm, `"${etag}-br"`)) return c.body(null, 304, headers)
    const body = await assetBytes(c.env.ASSETS, textAsset(id, ns ?? '', brotli))
    headers['Content-Type'] = 'application/json; charset=utf-8'
    if (brotli) headers['Content-Encoding'] = 'br'
    return new Response(body, { status: 200, headers, encodeBody: brotli ? 'manual' : 'automatic' })
  })
  .all(LOCALE, methodNotAllowed('GET', 'HEAD'))
