import { exports } from 'cloudflare:workers'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ERROR_POLICY } from '../../edge/middleware/rate-limit'
import { errorUpstreamLimits } from '../../edge/relay/upstream-limits'
import { freshWindow, hang, mockUpstream, settle, uniqueIp } from './upstream-mock'

const UPSTREAM = 'http://127.0.0.1:8788/dev/sink/errors' // wrangler.toml's local ERROR_UPSTREAM
const TIMEOUT_MS = 250 // vitest.config.mts

let ids = 0
const event = (category: 'error' | 'log' = 'error', over: Record<string, unknown> = {}) => ({
  event_id: (++ids).toString(16).padStart(32, '0'),
  timestamp: 1795244400000,
  category,
  level: category === 'error' ? 'error' : 'info',
  message: 'Loading chunk otp failed',
  exception: { type: 'ChunkLoadError', value: 'Loading chunk otp failed', stack: 'at load (main.js:1:1)' },
  url: 'https://widget.example/',
  tags: { version: '0.1.0', system: 'authentication', strategy: 'otp_phone', locale: 'sv' },
  ...over,
})
const batch = (events: unknown[] = [event()], over: Record<string, unknown> = {}) => ({
  v: 1,
  sent_at: '2026-11-21T07:00:00.000Z',
  sdk: { name: 'idv-widget', version: '0.1.0' },
  events,
  ...over,
})

const send = (payload: unknown, headers: Record<string, string> = {}, ip = uniqueIp()) =>
  exports.default.fetch(
    new Request('http://edge.test/v1/errors', {
      method: 'POST',
      body: typeof payload === 'string' ? payload : JSON.stringify(payload),
      headers: { 'content-type': 'application/json', 'cf-connecting-ip': ip, ...headers },
    }),
  )
const relayed = (body: string) => JSON.parse(body) as { events: { category: string }[]; dropped?: unknown[] }

beforeEach(() => errorUpstreamLimits.clear())
afterEach(() => vi.restoreAllMocks())

describe('error relay: accepted batches', () => {
  it('relays a valid batch to the configured upstream and answers 202 with the count', async () => {
    const { calls } = mockUpstream(() => new Response('{"id":"internal"}', { status: 200 }))
    const response = await send(
      batch([event(), event('log')], { dropped: [{ reason: 'queue_overflow', category: 'error', quantity: 3 }] }),
    )
    expect(response.status).toBe(202)
    expect(await response.json()).toEqual({ accepted: 2 })
    expect(calls).toHaveLength(1)
    expect(calls[0]!.url).toBe(UPSTREAM)
    expect(calls[0]!.method).toBe('POST')
    expect(relayed(calls[0]!.body)).toMatchObject({
      v: 1,
      events: [{ category: 'error' }, { category: 'log' }],
      dropped: [{ reason: 'queue_overflow', quantity: 3 }],
    })
  })
  it('takes a batch that reports only what the client dropped', async () => {
    const { calls } = mockUpstream()
    const response = await send(batch([], { dropped: [{ reason: 'network_error', category: 'log', quantity: 1 }] }))
    expect(response.status).toBe(202)
    expect(calls).toHaveLength(1)
  })
  it('relays no cookie, authorization or forwarding header, and the client IP only from CF-Connecting-IP', async () => {
    const { calls } = mockUpstream()
    await send(
      batch(),
      {
        cookie: 'sid=secret',
        authorization: 'Bearer client-token',
        'x-forwarded-for': '10.0.0.1',
        forwarded: 'for=10.0.0.3',
        'x-real-ip': '10.0.0.2',
      },
      '203.0.113.9',
    )
    const names = [...calls[0]!.headers.keys()]
    expect(names.filter((name) => !['content-length', 'content-type', 'x-client-ip'].includes(name))).toEqual([])
    expect(calls[0]!.headers.get('x-client-ip')).toBe('203.0.113.9')
  })
})

describe('error relay: validation and size, with no upstream call on bad input', () => {
  it.each([
    ['not JSON', 'oops'],
    ['a wrong version', batch(undefined, { v: 2 })],
    ['an unknown level', batch([event('error', { level: 'panic' })])],
    ['an unknown category', batch([event('error', { category: 'transaction' })])],
    ['an event id that is not 32 hex digits', batch([event('error', { event_id: 'xyz' })])],
    ['a url carrying the fragment', batch([event('error', { url: 'https://widget.example/#client.token.here' })])],
    ['a message over 8 KiB', batch([event('error', { message: 'm'.repeat(8 * 1024 + 1) })])],
    [
      'a stack over 16 KiB',
      batch([event('error', { exception: { type: 'Error', value: 'x', stack: 's'.repeat(16 * 1024 + 1) } })]),
    ],
    ['65 events', batch(Array.from({ length: 65 }, () => event()))],
    ['no events and nothing dropped', batch([])],
    ['an unknown drop reason', batch(undefined, { dropped: [{ reason: 'bored', category: 'error', quantity: 1 }] })],
  ])('answers 400 to %s', async (_name, payload) => {
    const { calls } = mockUpstream()
    const response = await send(payload)
    expect(response.status).toBe(400)
    expect(response.headers.get('content-type')).toBe('application/problem+json')
    expect(calls).toHaveLength(0)
  })
  it('names the field in the problem document', async () => {
    mockUpstream()
    const problem = (await (await send(batch([event(), event('error', { level: 'panic' })]))).json()) as {
      detail: string
      errors: { path: string }[]
    }
    expect(problem.errors[0]!.path).toBe('events.1.level')
    expect(problem.detail).toContain('events.1.level')
  })
  it('answers 413 past 256 KiB without an upstream call', async () => {
    const { calls } = mockUpstream()
    const big = batch(Array.from({ length: 40 }, () => event('error', { message: 'm'.repeat(7000) })))
    expect(JSON.stringify(big).length).toBeGreaterThan(256 * 1024)
    const response = await send(big)
    expect(response.status).toBe(413)
    expect(calls).toHaveLength(0)
  })
})

describe('error relay: own rate limit', () => {
  it(`takes ${ERROR_POLICY.limit} batches an address per window, then answers 429 with every header and calls no upstream`, async () => {
    const { calls } = mockUpstream()
    await freshWindow(ERROR_POLICY.period)
    const ip = uniqueIp()
    for (let i = 0; i < ERROR_POLICY.limit; i++) expect((await send(batch(), {}, ip)).status).toBe(202)
    const refused = await send(batch(), {}, ip)
    expect(refused.status).toBe(429)
    const retryAfter = Number(refused.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThanOrEqual(1)
    expect(refused.headers.get('ratelimit')).toBe(`"errors";r=0;t=${retryAfter}`)
    expect(refused.headers.get('ratelimit-policy')).toBe(`"errors";q=${ERROR_POLICY.limit};w=${ERROR_POLICY.period}`)
    expect(refused.headers.get('content-type')).toBe('application/problem+json')
    expect(refused.headers.get('cache-control')).toBe('no-store')
    expect(calls).toHaveLength(ERROR_POLICY.limit)
    // X-Forwarded-For does not buy a fresh quota.
    expect((await send(batch(), { 'x-forwarded-for': '192.0.2.1' }, ip)).status).toBe(429)
  })
})

describe('error relay: the upstream’s rate limits', () => {
  it('passes the upstream’s 429 back with its headers, then answers 429 itself for that category until it expires', async () => {
    let limited = true
    const { calls } = mockUpstream(() =>
      limited
        ? new Response('upstream says no', {
            status: 429,
            headers: { 'Retry-After': '1', 'X-IDV-Rate-Limits': '1:error:organization' },
          })
        : new Response(null, { status: 200 }),
    )
    const first = await send(batch())
    expect(first.status).toBe(429)
    expect(first.headers.get('retry-after')).toBe('1')
    expect(first.headers.get('x-idv-rate-limits')).toBe('1:error:organization')
    expect(await first.text()).not.toContain('upstream says no')
    expect(calls).toHaveLength(1)

    const local = await send(batch())
    expect(local.status).toBe(429)
    expect(local.headers.get('retry-after')).toBe('1')
    expect(local.headers.get('x-idv-rate-limits')).toBe('1:error:organization')
    expect(calls).toHaveLength(1)

    // Another category still goes through; a mixed batch goes without its limited events, counted as dropped.
    limited = false
    expect((await send(batch([event('log')]))).status).toBe(202)
    const mixed = await send(batch([event('error'), event('log'), event('error')]))
    expect(await mixed.json()).toEqual({ accepted: 1 })
    expect(relayed(calls[2]!.body)).toMatchObject({
      events: [{ category: 'log' }],
      dropped: [{ reason: 'ratelimit_backoff', category: 'error', quantity: 2 }],
    })

    await new Promise((resolve) => setTimeout(resolve, 1100))
    expect((await send(batch())).status).toBe(202)
    expect(calls).toHaveLength(4)
  })
  it('treats a bare 429 as a limit on every category, for its Retry-After given as an HTTP date', async () => {
    const { calls } = mockUpstream(
      () =>
        new Response(null, { status: 429, headers: { 'Retry-After': new Date(Date.now() + 30_000).toUTCString() } }),
    )
    expect((await send(batch())).status).toBe(429)
    const local = await send(batch([event('log')]))
    expect(local.status).toBe(429)
    expect(Number(local.headers.get('retry-after'))).toBeGreaterThan(25)
    expect(local.headers.get('x-idv-rate-limits')).toMatch(/^\d+::organization$/)
    expect(calls).toHaveLength(1)
  })
  it('blocks for 60 s after a bare 429 without Retry-After', async () => {
    mockUpstream(() => new Response(null, { status: 429 }))
    const first = await send(batch())
    expect(first.headers.get('retry-after')).toBe('60')
    expect(Number((await send(batch())).headers.get('retry-after'))).toBeGreaterThan(58)
  })
  it('learns a limit the upstream announces on a success', async () => {
    const { calls } = mockUpstream(
      () => new Response(null, { status: 200, headers: { 'X-IDV-Rate-Limits': '30:log:key' } }),
    )
    const ok = await send(batch([event('log')]))
    expect(ok.status).toBe(202)
    expect(ok.headers.get('x-idv-rate-limits')).toBe('30:log:key')
    expect((await send(batch([event('log')]))).status).toBe(429)
    expect(calls).toHaveLength(1)
  })
})

describe('error relay: upstream failures', () => {
  it('turns an upstream 5xx into a 502 without its body, after one attempt', async () => {
    const { calls } = mockUpstream(
      () => new Response('stack trace of the upstream, db password=hunter2', { status: 500 }),
    )
    const response = await send(batch())
    expect(response.status).toBe(502)
    expect(response.headers.get('retry-after')).toBe('30')
    const text = await response.text()
    expect(text).not.toMatch(/hunter2|stack trace/)
    await settle()
    expect(calls).toHaveLength(1)
  })
  it('turns an upstream that never answers into a 503 within the configured timeout, after one attempt', async () => {
    const { calls } = mockUpstream(hang)
    const started = Date.now()
    const response = await send(batch())
    const took = Date.now() - started
    expect(response.status).toBe(503)
    expect(took).toBeGreaterThanOrEqual(TIMEOUT_MS - 10)
    expect(took).toBeLessThan(TIMEOUT_MS + 1000)
    await settle()
    expect(calls).toHaveLength(1)
  })
  it('turns an unreachable upstream into a 502', async () => {
    mockUpstream(() => {
      throw new TypeError('Network connection lost.')
    })
    expect((await send(batch())).status).toBe(502)
  })
  it('does not follow an upstream redirect', async () => {
    const { calls } = mockUpstream(
      () => new Response(null, { status: 307, headers: { Location: 'http://169.254.169.254/' } }),
    )
    expect((await send(batch())).status).toBe(502)
    expect(calls).toHaveLength(1)
  })
  it('passes an upstream 413 on as 413', async () => {
    mockUpstream(() => new Response(null, { status: 413 }))
    expect((await send(batch())).status).toBe(413)
  })
})

describe('error relay: methods', () => {
  it.each(['GET', 'PUT', 'DELETE'])('answers %s with 405 naming POST', async (method) => {
    const response = await exports.default.fetch(new Request('http://edge.test/v1/errors', { method }))
    expect(response.status).toBe(405)
    expect(response.headers.get('allow')).toBe('POST')
  })
})
