import { exports } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import inlineHashes from '../../.build/csp.json'

const request = (path: string, init: RequestInit = {}) => exports.default.fetch(new Request(`http://edge.test${path}`, init))
const directives = (csp: string) => new Map(csp.split(';').map((d) => d.trim().split(/\s+/)).map(([name, ...values]) => [name!, values]))

describe('the widget HTML (in workerd, through the assets binding)', () => {
  it('is served with a CSP that allows nothing inline or evaluated', async () => {
    const response = await request('/')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/html/)
    expect(await response.text()).toContain('<div id="root">')
    const csp = response.headers.get('content-security-policy')!
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval|unsafe-hashes/)
    const d = directives(csp)
    expect([...d.values()].flat()).not.toContain('*')
    expect(d.get('default-src')).toEqual(["'none'"])
    expect(d.get('script-src')).toEqual(["'self'", ...inlineHashes.scriptSrc])
    expect(d.get('style-src')).toEqual(["'self'", ...inlineHashes.styleSrc])
    expect(d.get('img-src')).toEqual(["'self'", 'data:'])
    expect(d.get('base-uri')).toEqual(["'none'"])
    expect(d.get('form-action')).toEqual(["'none'"])
  })
  it('may be framed by any loopback checkout locally (FRAME_ANCESTORS), and talks to itself and the session servers', async () => {
    const d = directives((await request('/')).headers.get('content-security-policy')!)
    expect(d.get('frame-ancestors')).toEqual(['http://127.0.0.1:*', 'http://localhost:*'])
    expect(d.get('connect-src')).toEqual(["'self'", 'https://*.provider.com', 'https://*.provider.net', 'http://localhost:*', 'http://127.0.0.1:*'])
  })
  it('carries nosniff, no referrer, and a Permissions-Policy that gives the camera to the widget alone', async () => {
    const response = await request('/')
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('referrer-policy')).toBe('no-referrer')
    const permissions = response.headers.get('permissions-policy')!
    expect(permissions).toContain('camera=(self)')
    expect(permissions).toContain('microphone=()')
    expect(permissions).toContain('geolocation=()')
  })
  it('keeps its headers on a 304 and on /index.html', async () => {
    const etag = (await request('/')).headers.get('etag')
    expect(etag).toBeTruthy()
    const revalidated = await request('/', { headers: { 'if-none-match': etag! } })
    expect(revalidated.status).toBe(304)
    expect(revalidated.headers.get('content-security-policy')).toContain("default-src 'none'")
    const index = await request('/index.html', { redirect: 'manual' })
    expect(index.headers.get('content-security-policy')).toContain("default-src 'none'")
  })
  it.each(['POST', 'PUT', 'DELETE'])('answers %s / with 405', async (method) => {
    const response = await request('/', { method })
    expect(response.status).toBe(405)
    expect(response.headers.get('allow')).toBe('GET, HEAD')
    expect(response.headers.get('content-type')).toBe('application/problem+json')
  })
})

describe('routes, methods and CORS', () => {
  it('answers unknown paths with a 404 problem', async () => {
    for (const path of ['/nope', '/v1', '/v1/errors/extra', '/bi', '/bi/v2/idv-widget/1.0.0/x']) {
      const response = await request(path)
      expect(response.status, path).toBe(404)
      expect(response.headers.get('content-type')).toBe('application/problem+json')
      expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    }
  })
  it('answers a wrong method on the text route with 405', async () => {
    const response = await request('/v1/text/sv', { method: 'POST', body: '{}' })
    expect(response.status).toBe(405)
    expect(response.headers.get('allow')).toBe('GET, HEAD')
  })
  it('lets a configured widget origin call the relay, with only the methods and headers it needs', async () => {
    const preflight = await request('/v1/errors', {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:8787', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://localhost:8787')
    expect(preflight.headers.get('access-control-allow-methods')).toBe('POST')
    expect(preflight.headers.get('access-control-allow-headers')).toBe('Content-Type')
    expect(preflight.headers.get('access-control-allow-credentials')).toBeNull()
    const text = await request('/v1/text/sv', { headers: { origin: 'http://127.0.0.1:5173' } })
    expect(text.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5173')
    expect(text.headers.get('access-control-expose-headers')).toContain('X-Text-Locale')
    expect(text.headers.get('vary')).toContain('Origin')
  })
  it('adds no CORS headers to the widget’s own same-origin calls, but keeps them apart in caches', async () => {
    const text = await request('/v1/text/sv')
    expect(text.headers.get('access-control-allow-origin')).toBeNull()
    expect(text.headers.get('access-control-expose-headers')).toBeNull()
    expect(text.headers.get('vary')).toContain('Origin')
  })
  it('gives any other origin nothing', async () => {
    for (const origin of ['https://evil.example', 'http://localhost.evil.example', 'null']) {
      const preflight = await request('/bi/v1/idv-widget/1.0.0/x', { method: 'OPTIONS', headers: { origin, 'access-control-request-method': 'POST' } })
      expect(preflight.headers.get('access-control-allow-origin'), origin).toBeNull()
      const text = await request('/v1/text/sv', { headers: { origin } })
      expect(text.headers.get('access-control-allow-origin'), origin).toBeNull()
    }
  })
})
