import { Hono } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { methodNotAllowed } from '../http/method-not-allowed'
import { findLocale, textBody, textBundle } from '../text/text-bundle'

const IMMUTABLE = 'public, max-age=31536000, immutable'
// Unversioned URLs may change with any deploy: revalidate (cheap: 304 by ETag).
const REVALIDATE = 'public, max-age=0, must-revalidate'

/** True when an If-None-Match list names this ETag (weak comparison, RFC 9110 §13.1.2). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false
  if (ifNoneMatch.trim() === '*') return true
  const bare = etag.replace(/^W\//, '')
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === bare)
}

const LOCALE = '/:locale{[A-Za-z]{2,3}(?:[-_][A-Za-z0-9]{2,8})?}'

/**
 * `GET /v1/text/:locale[?ns=<namespace>]`: the precompiled text of that
 * locale, with the strategy namespace the first screen needs.
 */
export const textRoutes = new Hono()
  .get(LOCALE, (c) => {
    const ns = c.req.query('ns')
    if (ns !== undefined && !textBundle.namespaces.includes(ns)) throw new HTTPException(404, { message: 'Unknown text namespace' })
    const { id, exact, locale } = findLocale(c.req.param('locale'))
    const text = textBody(locale, ns)
    const etag = `"${text.etag}"`
    const headers: Record<string, string> = {
      ETag: etag,
      'Cache-Control': c.req.query('v') === textBundle.version ? IMMUTABLE : REVALIDATE,
      'Content-Language': locale.language,
      'X-Text-Locale': id,
      Vary: 'Accept-Encoding',
    }
    // The widget reports a locale we had to fall back from (it may be a market we should support).
    if (!exact) headers['X-Text-Fallback'] = 'unsupported-locale'
    if (matchesEtag(c.req.header('if-none-match'), etag)) return c.body(null, 304, headers)
    return c.body(text.body, 200, { ...headers, 'Content-Type': 'application/json; charset=utf-8' })
  })
  .all(LOCALE, methodNotAllowed('GET', 'HEAD'))
