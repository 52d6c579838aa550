import { Hono } from 'hono'
import { findText } from '../text/text-bundle'
import { textBundle } from '../text/text-bundle'

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

/** `GET /v1/text/:locale`: the precompiled text of that locale. */
export const textRoutes = new Hono().get('/:locale{[A-Za-z]{2,3}(?:[-_][A-Za-z0-9]{2,8})?}', (c) => {
  const { id, text } = findText(c.req.param('locale'))
  const headers = {
    ETag: text.etag,
    'Cache-Control': c.req.query('v') === textBundle.version ? IMMUTABLE : REVALIDATE,
    'Content-Language': text.language,
    'X-Text-Locale': id,
    Vary: 'Accept-Encoding',
  }
  if (matchesEtag(c.req.header('if-none-match'), text.etag)) return c.body(null, 304, headers)
  return c.body(text.body, 200, { ...headers, 'Content-Type': 'application/json; charset=utf-8' })
})
