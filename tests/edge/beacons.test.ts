import { exports } from 'cloudflare:workers'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { BEACON_POLICY } from '../../edge/middleware/rate-limit'
import { analyticsUpstreamLimits } from '../../edge/relay/upstream-limits'
import { freshWindow, mockUpstream, settle } from './upstream-mock'

const UPSTREAM = 'http://127.0.0.1:8788/dev/sink/bi' // wrangler.toml's local ANALYTICS_UPSTREAM
const body = {
  strategy: 'otp_phone',
  locale: 'sv',
  experiments: [{ name: 'x', variate: 'a' }],
  uiContext: 'checkout',
  clientName: 'demo-checkout',
  data: { reason: 'go_back' },
}
let sessions = 0
const beaconUrl = (over: { path?: string; query?: string } = {}) =>
  `http://edge.test/bi${over.path ?? '/v1/idv-widget/24.21.1/screen_shown'}?${over.query ?? `instance_id=1234&session_id=s${Date.now()}_${++sessions}&timestamp=1795244400000`}`
const post = (url = beaconUrl(), payload: BodyInit = JSON.stringify(body), headers: Record<string, string> = {}) =>
  exports.default.fetch(
    new Request(url, {
      method: 'POST',
      body: payload,
      headers: { 'content-type': 'text/plain;charset=UTF-8', ...headers },
    }),
  )
const get = (url = beaconUrl(), init: RequestInit = {}) => exports.default.fetch(new Request(url, init))

beforeEach(() => analyticsUpstreamLimits.clear())
afterEach(() => vi.restoreAllMocks())

describe('beacon relay: answers', () => {
  it('answers a POST with 204, then relays it exactly once to the configured upstream with the validated body', async () => {
    const { calls } = mockUpstream()
    const url = beaconUrl()
    const response = await post(url)
    expect(response.status).toBe(204)
    expect(response.headers.get('cache-control')).toBe('no-store')
    await vi.waitFor(() => expect(calls).toHaveLength(1))
    await settle()
    expect(calls).toHaveLength(1)
    const query = new URL(url).search
    expect(calls[0]!.url).toBe(`${UPSTREAM}/v1/idv-widget/24.21.1/screen_shown${query}`)
    expect(calls[0]!.method).toBe('POST')
    expect(calls[0]!.headers.get('content-type')).toBe('application/json')
    expect(JSON.parse(calls[0]!.body)).toEqual(body)
  })
  it('answers the image fallback with a 43-byte GIF marked no-store and relays it with an empty body', async () => {
    const { calls } = mockUpstream()
    const response = await get()
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/gif')
    expect(response.headers.get('cache-control')).toBe('no-store')
    const bytes = new Uint8Array(await response.arrayBuffer())
    expect(bytes.byteLength).toBe(43)
    expect(new TextDecoder().decode(bytes.slice(0, 6))).toBe('GIF89a')
    await vi.waitFor(() => expect(calls).toHaveLength(1))
    expect(calls[0]!.body).toBe('{}')
  })
  it('drops body keys it does not know instead of relaying them', async () => {
    const { calls } = mockUpstream()
    await post(beaconUrl(), JSON.stringify({ ...body, password: 'hunter2' }))
    await vi.waitFor(() => expect(calls).toHaveLength(1))
    expect(calls[0]!.body).not.toContain('hunter2')
  })
  it('answers 204 even when the upstream fails afterwards, and does not retry', async () => {
    const { calls } = mockUpstream(() => new Response('boom', { status: 500 }))
    expect((await post()).status).toBe(204)
    await vi.waitFor(() => expect(calls).toHaveLength(1))
    await settle(100)
    expect(calls).toHaveLength(1)
  })
})

describe('beacon relay: validation, with no upstream call on bad input', () => {
  const refused: [string, string, number][] = [
    ['an upper-case client', beaconUrl({ path: '/v1/IDV/24.21.1/shown' }), 400],
    ['a version that is not semver', beaconUrl({ path: '/v1/idv-widget/24.21/shown' }), 400],
    ['an event with ..', beaconUrl({ path: '/v1/idv-widget/24.21.1/a..b' }), 400],
    ['an encoded slash', beaconUrl({ path: '/v1/idv-widget/24.21.1/a%2Fb' }), 400],
    ['an encoded backslash', beaconUrl({ path: '/v1/idv-widget/24.21.1/a%5cb' }), 400],
    ['a doubled slash', beaconUrl({ path: '/v1//idv-widget/24.21.1/shown' }), 400],
    ['an @', beaconUrl({ path: '/v1/idv-widget@evil.example/24.21.1/shown' }), 400],
    ['a missing segment', beaconUrl({ path: '/v1/idv-widget/shown' }), 404],
    ['an extra segment', beaconUrl({ path: '/v1/idv-widget/24.21.1/shown/more' }), 404],
    [
      'an unknown query key',
      beaconUrl({ query: 'instance_id=1234&session_id=s1&timestamp=1&upstream=http://evil.example' }),
      400,
    ],
    ['a repeated query key', beaconUrl({ query: 'instance_id=1234&session_id=s1&session_id=s2&timestamp=1' }), 400],
    ['an instance id out of range', beaconUrl({ query: 'instance_id=999&session_id=s1&timestamp=1' }), 400],
    ['a session id with a slash', beaconUrl({ query: 'instance_id=1234&session_id=a%2Fb&timestamp=1' }), 400],
    ['a missing timestamp', beaconUrl({ query: 'instance_id=1234&session_id=s1' }), 400],
  ]
  it.each(refused)('refuses %s', async (_name, url, status) => {
    const { calls } = mockUpstream()
    const response = await post(url)
    expect(response.status).toBe(status)
    expect(response.headers.get('content-type')).toBe('application/problem+json')
    await settle()
    expect(calls).toHaveLength(0)
  })
  it('names what is wrong in the problem document', async () => {
    mockUpstream()
    const problem = (await (await post(beaconUrl(), JSON.stringify({ ...body, locale: 7 }))).json()) as {
      detail: string
      errors: { path: string }[]
    }
    expect(problem.detail).toMatch(/locale/)
    expect(problem.errors[0]!.path).toBe('locale')
  })
  it.each([
    ['not JSON', 'strategy=otp'],
    ['JSON without the required fields', '{"strategy":"otp_phone"}'],
    ['JSON that is not an object', '[1,2,3]'],
  ])('refuses a body that is %s', async (_name, payload) => {
    const { calls } = mockUpstream()
    expect((await post(beaconUrl(), payload)).status).toBe(400)
    await settle()
    expect(calls).toHaveLength(0)
  })
})

describe('beacon relay: the shape of free-form fields', () => {
  const nested = (levels: number) => {
    let value: unknown = 'leaf'
    for (let i = 0; i < levels; i++) value = { deeper: value }
    return value
  }
  it('takes experiments and data of a sane shape', async () => {
    mockUpstream()
    expect(
      (await post(beaconUrl(), JSON.stringify({ ...body, experiments: [nested(3)], data: { a: [1, 2, { b: true }] } })))
        .status,
    ).toBe(204)
  })
  it.each([
    [
      'experiments nested 30,000 levels',
      () => `{"strategy":"otp_phone","locale":"sv","experiments":[${'['.repeat(30_000)}${']'.repeat(30_000)}]}`,
    ],
    ['data nested four levels', () => JSON.stringify({ ...body, data: { a: nested(4) } })],
    [
      'data with 33 keys',
      () => JSON.stringify({ ...body, data: Object.fromEntries(Array.from({ length: 33 }, (_, i) => [`k${i}`, i])) }),
    ],
    [
      'an experiment holding a 2,001-character string',
      () => JSON.stringify({ ...body, experiments: [{ name: 'x'.repeat(2001) }] }),
    ],
  ])('answers 400 to %s, and relays nothing', async (_name, payload) => {
    const { calls } = mockUpstream()
    expect((await post(beaconUrl(), payload())).status).toBe(400)
    await settle()
    expect(calls).toHaveLength(0)
  })
})

describe('beacon relay: the 64 KiB cap', () => {
  // Padding spread over keys of at most 2,000 characters, the longest string a beacon may carry.
  const sized = (bytes: number) => {
    const experiments = Array.from({ length: 40 }, () => '')
    const room = bytes - JSON.stringify({ ...body, experiments }).length
    return JSON.stringify({
      ...body,
      experiments: experiments.map((_, i) => 'x'.repeat(Math.max(0, Math.min(2000, room - i * 2000)))),
    })
  }
  it('takes a body of exactly 64 KiB', async () => {
    const { calls } = mockUpstream()
    const payload = sized(64 * 1024)
    expect(new TextEncoder().encode(payload).byteLength).toBe(65536)
    expect((await post(beaconUrl(), payload)).status).toBe(204)
    await vi.waitFor(() => expect(calls).toHaveLength(1))
  })
  it('answers 413 one byte past it, without an upstream call', async () => {
    const { calls } = mockUpstream()
    const response = await post(beaconUrl(), sized(64 * 1024 + 1))
    expect(response.status).toBe(413)
    expect(response.headers.get('content-type')).toBe('application/problem+json')
    await settle()
    expect(calls).toHaveLength(0)
  })
  it('stops reading a streamed body without Content-Length soon after the cap', async () => {
    const { calls } = mockUpstream()
    let pulled = 0
    const chunk = new Uint8Array(16 * 1024).fill(0x20)
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += chunk.byteLength
        if (pulled > 8 * 1024 * 1024) controller.close()
        else controller.enqueue(chunk)
      },
    })
    const response = await post(beaconUrl(), endless)
    expect(response.status).toBe(413)
    // The cap plus what the stream had queued ahead: nowhere near the 8 MiB on offer.
    expect(pulled).toBeLessThan(128 * 1024)
    await settle()
    expect(calls).toHaveLength(0)
  })
  it('refuses a declared Content-Length past the cap before reading anything', async () => {
    const { calls } = mockUpstream()
    let pulled = 0
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1
        controller.enqueue(new Uint8Array(1024))
      },
    })
    const { readable, writable } = new FixedLengthStream(100_000)
    void stream.pipeTo(writable).catch(() => {})
    const response = await post(beaconUrl(), readable)
    expect(response.status).toBe(413)
    await settle()
    expect(calls).toHaveLength(0)
    // 1 KiB a pull: fewer than 64 means it stopped before it could have counted to the cap.
    expect(pulled).toBeLessThan(64)
  })
})

describe('beacon relay: header hygiene', () => {
  it('relays no cookie, authorization or forwarding header, and the client IP only from CF-Connecting-IP', async () => {
    const { calls } = mockUpstream()
    await post(beaconUrl(), JSON.stringify(body), {
      cookie: 'sid=secret',
      authorization: 'Bearer client-token',
      'x-forwarded-for': '10.0.0.1',
      'x-real-ip': '10.0.0.2',
      forwarded: 'for=10.0.0.3',
      'true-client-ip': '10.0.0.4',
      'cf-connecting-ip': '203.0.113.7',
      'x-custom': 'whatever',
    })
    await vi.waitFor(() => expect(calls).toHaveLength(1))
    const names = [...calls[0]!.headers.keys()]
    expect(names.filter((name) => !['content-length', 'content-type', 'x-client-ip'].includes(name))).toEqual([])
    expect(calls[0]!.headers.get('x-client-ip')).toBe('203.0.113.7')
    expect(JSON.stringify([...calls[0]!.headers])).not.toMatch(/secret|client-token|10\.0\.0/)
  })
  it('is no open proxy: the Host, path and query of a request never choose the upstream', async () => {
    const { calls } = mockUpstream()
    const url = beaconUrl().replace('http://edge.test', 'http://evil.example')
    await post(url, JSON.stringify(body), { host: 'evil.example', 'x-forwarded-host': 'evil.example' })
    await vi.waitFor(() => expect(calls).toHaveLength(1))
    expect(calls[0]!.url.startsWith(`${UPSTREAM}/v1/`)).toBe(true)
  })
})

describe('beacon relay: rate limits', () => {
  it(`takes ${BEACON_POLICY.limit} beacons a session per window, then answers 429 with every header and calls no upstream`, async () => {
    const { calls } = mockUpstream()
    await freshWindow(BEACON_POLICY.period)
    const url = beaconUrl()
    for (let i = 0; i < BEACON_POLICY.limit; i++) expect((await post(url)).status).toBe(204)
    await vi.waitFor(() => expect(calls).toHaveLength(BEACON_POLICY.limit))

    const refused = await post(url)
    expect(refused.status).toBe(429)
    const retryAfter = Number(refused.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThanOrEqual(1)
    expect(retryAfter).toBeLessThanOrEqual(BEACON_POLICY.period)
    expect(refused.headers.get('ratelimit')).toBe(`"beacons";r=0;t=${retryAfter}`)
    expect(refused.headers.get('ratelimit-policy')).toBe(`"beacons";q=${BEACON_POLICY.limit};w=${BEACON_POLICY.period}`)
    expect(refused.headers.get('content-type')).toBe('application/problem+json')
    expect(refused.headers.get('cache-control')).toBe('no-store')
    expect(await refused.json()).toMatchObject({ status: 429, title: 'Too Many Requests' })
    // The image fallback shares the session's quota.
    expect((await get(url)).status).toBe(429)
    // Another session is not affected.
    expect((await post()).status).toBe(204)
    await settle()
    expect(calls).toHaveLength(BEACON_POLICY.limit + 1)
  })
  it('honours the analytics upstream’s 429: answers 429 itself until it expires, without calling upstream', async () => {
    const { calls } = mockUpstream(() => new Response(null, { status: 429, headers: { 'Retry-After': '1' } }))
    expect((await post()).status).toBe(204)
    await vi.waitFor(() => expect(calls).toHaveLength(1))
    await settle()
    const paused = await post()
    expect(paused.status).toBe(429)
    expect(paused.headers.get('retry-after')).toBe('1')
    await settle()
    expect(calls).toHaveLength(1)
    await new Promise((resolve) => setTimeout(resolve, 1100))
    expect((await post()).status).toBe(204)
    await vi.waitFor(() => expect(calls).toHaveLength(2))
  })
})

describe('beacon relay: methods', () => {
  it.each(['PUT', 'DELETE', 'PATCH', 'HEAD'])('answers %s with 405 and the methods it takes', async (method) => {
    const { calls } = mockUpstream()
    const response = await get(beaconUrl(), { method })
    expect(response.status).toBe(405)
    expect(response.headers.get('allow')).toBe('GET, POST')
    await settle()
    expect(calls).toHaveLength(0)
  })
})
