import { exports } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { matchesEtag } from '../../edge/routes/text'
import { textBundle } from '../../edge/text/text-bundle'

const get = (path: string, headers: Record<string, string> = {}) => exports.default.fetch(new Request(`http://edge.test${path}`, { headers }))

describe('GET /v1/text/:locale (in workerd)', () => {
  it('serves a locale’s precompiled text with an ETag', async () => {
    const response = await get('/v1/text/sv')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8')
    expect(response.headers.get('content-language')).toBe('sv')
    expect(response.headers.get('etag')).toMatch(/^"[\w-]+"$/)
    const body = (await response.json()) as { otp: { codeLabel: string } }
    expect(body.otp.codeLabel).toBe('Ange den sexsiffriga koden här')
  })
  it('answers 304 to a matching If-None-Match', async () => {
    const etag = (await get('/v1/text/sv')).headers.get('etag')!
    const response = await get('/v1/text/sv', { 'if-none-match': `W/${etag}, "other"` })
    expect(response.status).toBe(304)
    expect(await response.text()).toBe('')
    expect(response.headers.get('etag')).toBe(etag)
  })
  it('falls back en_mx → en and any other spelling to its language', async () => {
    const mx = await get('/v1/text/en_mx')
    expect(mx.headers.get('x-text-locale')).toBe(textBundle.locales.en_mx ? 'en_mx' : 'en')
    expect(((await mx.json()) as { otp: { codeLabel: string } }).otp.codeLabel).toBe('Enter the 6-digit code here')
    expect((await get('/v1/text/sv-SE')).headers.get('x-text-locale')).toBe('sv')
    expect((await get('/v1/text/SV_se')).headers.get('x-text-locale')).toBe('sv')
    expect((await get('/v1/text/xx')).headers.get('x-text-locale')).toBe('en')
  })
  it('caches the versioned URL for good and revalidates the bare one', async () => {
    expect((await get(`/v1/text/sv?v=${textBundle.version}`)).headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect((await get('/v1/text/sv?v=stale')).headers.get('cache-control')).toContain('must-revalidate')
  })
  it('rejects paths that are not a locale', async () => {
    expect((await get('/v1/text/..%2F..%2Fetc')).status).toBe(404)
    expect((await get('/v1/text/' + 'a'.repeat(40))).status).toBe(404)
    const missing = await get('/v1/nothing')
    expect(missing.status).toBe(404)
    expect(missing.headers.get('content-type')).toBe('application/problem+json')
  })
  it('matches ETags the way RFC 9110 says', () => {
    expect(matchesEtag('*', '"a"')).toBe(true)
    expect(matchesEtag('"b", W/"a"', '"a"')).toBe(true)
    expect(matchesEtag('"b"', '"a"')).toBe(false)
    expect(matchesEtag(undefined, '"a"')).toBe(false)
  })
})
