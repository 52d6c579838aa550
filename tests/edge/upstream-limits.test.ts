import { describe, expect, it } from 'vitest'
import { UpstreamLimits, parseRateLimits, parseRetryAfter } from '../../edge/relay/upstream-limits'

const NOW = Date.parse('2026-11-21T07:00:00Z')
const answer = (status: number, headers: Record<string, string> = {}) => new Response(null, { status, headers })

describe('parseRetryAfter', () => {
  it('reads delay-seconds and HTTP dates, and nothing else', () => {
    expect(parseRetryAfter('120', NOW)).toBe(120)
    expect(parseRetryAfter(' 0 ', NOW)).toBe(0)
    expect(parseRetryAfter('Sat, 21 Nov 2026 07:00:30 GMT', NOW)).toBe(30)
    expect(parseRetryAfter('Sat, 21 Nov 2026 06:00:00 GMT', NOW)).toBe(0)
    expect(parseRetryAfter('-5', NOW)).toBeUndefined()
    expect(parseRetryAfter('soon', NOW)).toBeUndefined()
    expect(parseRetryAfter(null, NOW)).toBeUndefined()
  })
})

describe('parseRateLimits', () => {
  it('reads Sentry’s grammar: seconds, categories separated by ;, scope', () => {
    expect(parseRateLimits('60:error;log:organization, 2::key')).toEqual([
      { seconds: 60, categories: ['error', 'log'], scope: 'organization' },
      { seconds: 2, categories: [], scope: 'key' },
    ])
    expect(parseRateLimits('1.5:log')).toEqual([{ seconds: 2, categories: ['log'], scope: '' }])
  })
  it('skips entries it cannot read', () => {
    expect(parseRateLimits('abc:error, 10:log:org')).toEqual([{ seconds: 10, categories: ['log'], scope: 'org' }])
    expect(parseRateLimits('')).toEqual([])
    expect(parseRateLimits(null)).toEqual([])
  })
})

describe('UpstreamLimits', () => {
  const clock = (start = NOW) => {
    const time = { now: start }
    return { time, limits: new UpstreamLimits(['error', 'log'], () => time.now) }
  }
  it('limits the named categories until their time is up', () => {
    const { time, limits } = clock()
    limits.record(answer(429, { 'X-IDV-Rate-Limits': '60:error:organization', 'Retry-After': '5' }))
    expect(limits.remaining('error')).toBe(60)
    expect(limits.remaining('log')).toBe(0)
    time.now += 59_500
    expect(limits.remaining('error')).toBe(1)
    time.now += 500
    expect(limits.remaining('error')).toBe(0)
  })
  it('limits every category for an empty category list, or a bare 429’s Retry-After, or 60 s', () => {
    const a = clock()
    a.limits.record(answer(429, { 'X-IDV-Rate-Limits': '10::key' }))
    expect([a.limits.remaining('error'), a.limits.remaining('log')]).toEqual([10, 10])
    const b = clock()
    b.limits.record(answer(429, { 'Retry-After': '7' }))
    expect(b.limits.remaining('log')).toBe(7)
    const c = clock()
    c.limits.record(answer(429))
    expect(c.limits.remaining('error')).toBe(60)
  })
  it('ignores Retry-After on a success and categories it does not know, and keeps the longer of two limits', () => {
    const { limits } = clock()
    limits.record(answer(200, { 'Retry-After': '30' }))
    limits.record(answer(429, { 'X-IDV-Rate-Limits': '30:transaction:org' }))
    expect(limits.remaining('error')).toBe(0)
    expect(limits.header()).toBe('')
    limits.record(answer(200, { 'X-IDV-Rate-Limits': '30:log:org' }))
    limits.record(answer(200, { 'X-IDV-Rate-Limits': '5:log:org' }))
    expect(limits.remaining('log')).toBe(30)
  })
  it('caps an absurd Retry-After at an hour', () => {
    const { limits } = clock()
    limits.record(answer(429, { 'Retry-After': '99999999' }))
    expect(limits.remaining('error')).toBe(3600)
  })
  it('describes what is still running as X-IDV-Rate-Limits', () => {
    const { time, limits } = clock()
    limits.record(answer(429, { 'X-IDV-Rate-Limits': '60:error:organization, 5::key' }))
    expect(limits.header()).toBe('60:error:organization, 5::key')
    time.now += 10_000
    expect(limits.header()).toBe('50:error:organization')
  })
})
