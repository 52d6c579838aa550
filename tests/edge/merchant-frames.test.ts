import { env, exports } from 'cloudflare:workers'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createApp } from '../../edge/app'

const request = (path: string, init: RequestInit = {}) =>
  exports.default.fetch(new Request(`http://edge.test${path}`, init))
const frameAncestors = (response: Response) =>
  response.headers
    .get('content-security-policy')
    ?.split(';')
    .map((d) => d.trim().split(/\s+/))
    .find(([name]) => name === 'frame-ancestors')
    ?.slice(1)

/** Each test lists merchants under ids of its own: the namespace and the isolate's cache outlive a test. */
let n = 0
const merchant = (frame_ancestors: string[] | null, raw?: string) => {
  const id = `m${Date.now().toString(36)}-${++n}`
  return { id, put: () => env.MERCHANTS.put(id, raw ?? JSON.stringify({ name: 'Shop', frame_ancestors })) }
}

/** The app with a MERCHANTS namespace of the test's own (KV failing), as the worker would run it. */
const withStore = (get: () => Promise<string | null>) => {
  const app = createApp()
  const store = { get } as unknown as KVNamespace
  return (path: string) =>
    app.fetch(new Request(`http://edge.test${path}`, { headers: { 'accept-encoding': 'identity' } }), {
      ...env,
      MERCHANTS: store,
    })
}

afterEach(() => vi.restoreAllMocks())

describe('who may frame the widget, per merchant (in workerd, KV as wrangler runs it locally)', () => {
  it('frames a listed merchant’s document by exactly its own origins, on 200 and on 304', async () => {
    const shop = merchant(['https://shop.example', 'https://*.shop.example'])
    await shop.put()
    const response = await request(`/?l=sv&s=otp&m=${shop.id}`)
    expect(response.status).toBe(200)
    expect(frameAncestors(response)).toEqual(['https://shop.example', 'https://*.shop.example'])
    const again = await request(`/?l=sv&s=otp&m=${shop.id}`, {
      headers: { 'if-none-match': response.headers.get('etag')! },
    })
    expect(again.status).toBe(304)
    expect(frameAncestors(again)).toEqual(['https://shop.example', 'https://*.shop.example'])
  })

  it('gives one merchant’s origins to none of another merchant’s documents', async () => {
    const a = merchant(['https://a.example'])
    const b = merchant(['https://b.example'])
    await Promise.all([a.put(), b.put()])
    expect(frameAncestors(await request(`/?s=otp&m=${a.id}`))).toEqual(['https://a.example'])
    expect(frameAncestors(await request(`/?s=otp&m=${b.id}`))).toEqual(['https://b.example'])
  })

  it('without m, frames by the deployment’s FRAME_ANCESTORS, as one-merchant deployments always did', async () => {
    expect(frameAncestors(await request('/?l=sv&s=otp'))).toEqual(['http://127.0.0.1:*', 'http://localhost:*'])
  })

  it('refuses a merchant without a record: framed by nobody, a short page in the hinted locale, the id logged', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const unknown = merchant(null)
    const response = await request(`/?l=de&s=otp&m=${unknown.id}`)
    expect(response.status).toBe(403)
    expect(frameAncestors(response)).toEqual(["'none'"])
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(response.headers.get('idv-refused')).toContain(unknown.id)
    const html = await response.text()
    expect(html).toContain('<html lang="de">')
    expect(html).toContain('<h1>Die Verifizierung ist für diesen Shop nicht eingerichtet</h1>')
    // No script at all, and a style allowed by its hash alone.
    expect(html).not.toMatch(/<script/i)
    expect(response.headers.get('content-security-policy')).toMatch(/default-src 'none'; style-src 'sha256-[^']+'/)
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(`merchant ${unknown.id} has no record`))
  })

  it('treats a record that does not read as none (bad JSON, no origins, a scheme alone, a keyword), and logs why', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    for (const raw of [
      'not json',
      JSON.stringify({ frame_ancestors: [] }),
      JSON.stringify({ frame_ancestors: ['https:'] }),
      JSON.stringify({ frame_ancestors: ["'self'"] }),
      JSON.stringify({ frame_ancestors: ['https://a.example https://b.example'] }),
      JSON.stringify({ origins: ['https://a.example'] }),
    ]) {
      const bad = merchant(null, raw)
      await bad.put()
      const response = await request(`/?s=otp&m=${bad.id}`)
      expect(response.status, raw).toBe(403)
      expect(frameAncestors(response)).toEqual(["'none'"])
      expect(error).toHaveBeenCalledWith(expect.stringContaining(`merchant ${bad.id} has an unusable record`))
    }
  })

  it.each(['bad!id', '', '-leading-dash', 'x'.repeat(65), 'a%20b', 'ünïcode'])(
    'answers a malformed merchant id (%j) with a 400 problem, before reading KV',
    async (id) => {
      const response = await request(`/?s=otp&m=${encodeURIComponent(id)}`)
      expect(response.status).toBe(400)
      expect(response.headers.get('content-type')).toBe('application/problem+json')
      expect(((await response.json()) as { detail: string }).detail).toMatch(/not a merchant id/)
    },
  )

  it('answers 503 with Retry-After when KV throws, logs it, and serves no document framed by anyone', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const fetch = withStore(() => Promise.reject(new Error('KV GET failed: 500 Internal Server Error')))
    const response = await fetch('/?l=sv&s=otp&m=shop-1')
    expect(response.status).toBe(503)
    expect(response.headers.get('retry-after')).toBe('10')
    expect(response.headers.get('content-type')).toBe('application/problem+json')
    expect(response.headers.get('content-security-policy')).toBeNull()
    expect(error).toHaveBeenCalledWith(
      expect.stringMatching(/MERCHANTS unavailable for merchant shop-1 \(KV GET failed/),
    )
  })

  it('answers 503 when KV does not answer in time, instead of holding the shopper', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const fetch = withStore(() => new Promise(() => {}))
    const started = Date.now()
    const response = await fetch('/?s=otp&m=shop-2')
    expect(response.status).toBe(503)
    expect(Date.now() - started).toBeLessThan(3000)
  })

  it('a failed read is not kept: the next request reads again and is served', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    let fail = true
    const fetch = withStore(async () => {
      if (fail) throw new Error('KV unavailable')
      return JSON.stringify({ frame_ancestors: ['https://shop.example'] })
    })
    expect((await fetch('/?s=otp&m=shop-3')).status).toBe(503)
    fail = false
    const response = await fetch('/?s=otp&m=shop-3')
    expect(response.status).toBe(200)
    expect(frameAncestors(response)).toEqual(['https://shop.example'])
  })

  it('serves a record changed after the cache time (MERCHANT_CACHE_SECONDS, 2 s locally) as changed, without a deploy', async () => {
    const shop = merchant(['https://old.example'])
    await shop.put()
    expect(frameAncestors(await request(`/?s=otp&m=${shop.id}`))).toEqual(['https://old.example'])
    await env.MERCHANTS.put(shop.id, JSON.stringify({ frame_ancestors: ['https://new.example'] }))
    // Within the cache time the isolate answers from memory.
    expect(frameAncestors(await request(`/?s=otp&m=${shop.id}`))).toEqual(['https://old.example'])
    await new Promise((r) => setTimeout(r, 2100))
    expect(frameAncestors(await request(`/?s=otp&m=${shop.id}`))).toEqual(['https://new.example'])
    // Unlisted: refused after the cache time too.
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    await env.MERCHANTS.delete(shop.id)
    await new Promise((r) => setTimeout(r, 2100))
    expect((await request(`/?s=otp&m=${shop.id}`)).status).toBe(403)
  })

  describe('the hand-off pages follow the same rule', () => {
    it('serve a listed merchant’s hand-off, still framed by nobody (it only ever runs in a window of its own)', async () => {
      const shop = merchant(['https://shop.example'])
      await shop.put()
      for (const path of ['/handoff/open', '/handoff/return']) {
        const response = await request(`${path}?m=${shop.id}`)
        expect(response.status).toBe(200)
        expect(frameAncestors(response)).toEqual(["'none'"])
      }
    })

    it('refuse a merchant without a record, a malformed id, and a KV that fails', async () => {
      vi.spyOn(console, 'warn').mockImplementation(() => {})
      vi.spyOn(console, 'error').mockImplementation(() => {})
      expect((await request(`/handoff/open?m=${merchant(null).id}`)).status).toBe(403)
      expect((await request('/handoff/return?m=bad!id')).status).toBe(400)
      const fetch = withStore(() => Promise.reject(new Error('down')))
      expect((await fetch('/handoff/return?m=shop-4')).status).toBe(503)
    })

    it('without m serve as before', async () => {
      expect((await request('/handoff/return?code=abc')).status).toBe(200)
    })
  })
})
