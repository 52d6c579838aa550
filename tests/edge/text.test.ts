import { exports } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { matchesEtag } from '../../edge/http/etag'
import { textBundle } from './built'

const get = (path: string, headers: Record<string, string> = {}) =>
  exports.default.fetch(new Request(`http://edge.test${path}`, { headers }))
type Text = {
  otp?: { codeLabel: string }
  idScan?: { failure: { idNumberMissing: { title: string } } }
  common: { close: string }
  $missing?: string
}

describe('GET /v1/text/:locale (in workerd)', () => {
  it('serves a locale’s precompiled root text with an ETag', async () => {
    const response = await get('/v1/text/sv')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8')
    expect(response.headers.get('content-language')).toBe('sv')
    expect(response.headers.get('etag')).toMatch(/^"[\w.-]+"$/)
    const body = (await response.json()) as Text
    expect(body.common.close).toBe('Stäng')
    expect(body.otp).toBeUndefined()
  })
  it('splices in the strategy namespace the first screen needs', async () => {
    const body = (await (await get('/v1/text/sv?ns=otp')).json()) as Text
    expect(body.common.close).toBe('Stäng')
    expect(body.otp?.codeLabel).toBe(
      textBundle.locales.sv!.namespaces.otp ? JSON.parse(textBundle.locales.sv!.namespaces.otp.body).codeLabel : '',
    )
    expect((await get('/v1/text/sv?ns=nope')).status).toBe(404)
  })
  it('serves a namespace with its companions (contracts/companions.ts): the hand-off text comes with every hand-off family', async () => {
    type WithHandoff = Text & { bankIdNo?: unknown; handoff?: { title: string; page: { doneTitle: string } } }
    const family = (await (await get('/v1/text/sv?ns=bankIdNo')).json()) as WithHandoff
    expect(family.bankIdNo).toBeDefined()
    expect(family.handoff?.page.doneTitle).toBe('Du kan stänga det här fönstret')
    const alone = (await (await get('/v1/text/sv?ns=handoff')).json()) as WithHandoff
    expect(alone.handoff?.title).toBe(family.handoff?.title)
    expect(alone.bankIdNo).toBeUndefined()
    expect(((await (await get('/v1/text/sv?ns=otp')).json()) as WithHandoff).handoff).toBeUndefined()
    // A change to the companion changes the family's validator too.
    expect((await get('/v1/text/sv?ns=bankIdNo')).headers.get('etag')).toContain(
      textBundle.locales.sv!.namespaces.handoff!.etag,
    )
  })
  it('answers 304 to a matching If-None-Match', async () => {
    const etag = (await get('/v1/text/sv?ns=otp')).headers.get('etag')!
    const response = await get('/v1/text/sv?ns=otp', { 'if-none-match': `W/${etag}, "other"` })
    expect(response.status).toBe(304)
    expect(await response.text()).toBe('')
    expect(response.headers.get('etag')).toBe(etag)
    expect((await get('/v1/text/sv?ns=idScan', { 'if-none-match': etag })).status).toBe(200)
  })
  it('serves en_mx as English with the Mexican wording, and other spellings as their language', async () => {
    const mx = await get('/v1/text/en-MX?ns=idScan')
    expect(mx.headers.get('x-text-locale')).toBe('en_mx')
    expect(mx.headers.get('content-language')).toBe('en-MX')
    const body = (await mx.json()) as Text
    expect(body.idScan?.failure.idNumberMissing.title).toBe('We couldn’t find your CURP')
    expect(body.common.close).toBe('Close')
    expect(body.$missing).toBeUndefined()
    expect((await get('/v1/text/sv-SE')).headers.get('x-text-locale')).toBe('sv')
    expect((await get('/v1/text/SV_se')).headers.get('x-text-locale')).toBe('sv')
    expect((await get('/v1/text/en_zz')).headers.get('x-text-locale')).toBe('en')
  })
  it('falls back to English for an unsupported locale and says so', async () => {
    const response = await get('/v1/text/xx')
    expect(response.headers.get('x-text-locale')).toBe('en')
    expect(response.headers.get('x-text-fallback')).toBe('unsupported-locale')
    expect((await get('/v1/text/sv')).headers.get('x-text-fallback')).toBeNull()
  })
  it('caches the versioned URL for good and revalidates the bare one', async () => {
    expect((await get(`/v1/text/sv?v=${textBundle.version}`)).headers.get('cache-control')).toBe(
      'public, max-age=31536000, immutable',
    )
    expect((await get('/v1/text/sv?v=stale')).headers.get('cache-control')).toContain('must-revalidate')
  })
  it('rejects paths that are not a locale', async () => {
    expect((await get('/v1/text/..%2F..%2Fetc')).status).toBe(404)
    expect((await get(`/v1/text/${'a'.repeat(40)}`)).status).toBe(404)
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

describe('every locale served', () => {
  const keys = (value: unknown, prefix = ''): string[] =>
    typeof value === 'string'
      ? [prefix]
      : Object.entries(value as object)
          .filter(([k]) => k !== '$missing')
          .flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k))
  const english = async (ns: string) => keys(await (await get(`/v1/text/en?ns=${ns}`)).json()).sort()

  it.each(Object.keys(textBundle.locales))(
    '%s has the same keys as English in the root and every namespace',
    async (id) => {
      for (const ns of textBundle.namespaces) {
        const response = await get(`/v1/text/${id}?ns=${ns}`)
        expect(response.status).toBe(200)
        expect(response.headers.get('x-text-locale')).toBe(id)
        const body = await response.json()
        expect(keys(body).sort()).toEqual(await english(ns))
        expect(body).not.toHaveProperty('$missing')
      }
    },
  )
})
