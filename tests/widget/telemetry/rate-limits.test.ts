import { describe, expect, it } from 'vitest'
import {
  DEFAULT_BACKOFF_MS,
  disabledUntil,
  isRateLimited,
  parseRateLimits,
  retryAfterMs,
} from '../../../widget/telemetry/rate-limits'

const NOW = Date.parse('2026-11-21T07:00:00.000Z')
const answer = (status: number, headers: Record<string, string> = {}) => ({ status, headers: new Headers(headers) })

describe('parseRateLimits', () => {
  it('reads X-IDV-Rate-Limits in Sentry grammar: categories by ";", none meaning all, scope ignored', () => {
    expect(parseRateLimits(answer(429, { 'x-idv-rate-limits': '60:error;log:organization, 2::key' }), NOW)).toEqual({
      error: NOW + 60_000,
      log: NOW + 60_000,
      all: NOW + 2_000,
    })
  })
  it('takes 60 s for unreadable seconds, skips empty categories, keeps the later of two deadlines', () => {
    expect(parseRateLimits(answer(429, { 'x-idv-rate-limits': 'soon:error;;:org, 5:error:org' }), NOW)).toEqual({
      error: NOW + DEFAULT_BACKOFF_MS,
    })
  })
  it('honours the header on any status, and prefers it to Retry-After', () => {
    expect(parseRateLimits(answer(202, { 'x-idv-rate-limits': '10:log:org' }), NOW)).toEqual({ log: NOW + 10_000 })
    expect(parseRateLimits(answer(429, { 'x-idv-rate-limits': '10:log:org', 'retry-after': '99' }), NOW)).toEqual({
      log: NOW + 10_000,
    })
  })
  it('blocks everything on a 429 for Retry-After seconds, an HTTP date, or 60 s when absent', () => {
    expect(parseRateLimits(answer(429, { 'retry-after': '30' }), NOW)).toEqual({ all: NOW + 30_000 })
    expect(parseRateLimits(answer(429, { 'retry-after': 'Sat, 21 Nov 2026 07:02:00 GMT' }), NOW)).toEqual({
      all: NOW + 120_000,
    })
    expect(parseRateLimits(answer(429), NOW)).toEqual({ all: NOW + 60_000 })
  })
  it('honours Retry-After on a 503, but no backoff from 413, other 4xx or 2xx', () => {
    expect(parseRateLimits(answer(503, { 'retry-after': '5' }), NOW)).toEqual({ all: NOW + 5_000 })
    expect(parseRateLimits(answer(503), NOW)).toEqual({})
    expect(parseRateLimits(answer(413, { 'retry-after': '5' }), NOW)).toEqual({})
    expect(parseRateLimits(answer(400), NOW)).toEqual({})
    expect(parseRateLimits(answer(202), NOW)).toEqual({})
  })
})

describe('retryAfterMs', () => {
  it('reads seconds and dates; a past date means now, garbage the default', () => {
    expect(retryAfterMs(' 7 ', NOW)).toBe(7_000)
    expect(retryAfterMs('Sat, 21 Nov 2026 06:00:00 GMT', NOW)).toBe(0)
    expect(retryAfterMs('whenever', NOW)).toBe(DEFAULT_BACKOFF_MS)
    expect(retryAfterMs(null, NOW)).toBe(DEFAULT_BACKOFF_MS)
  })
})

describe('isRateLimited / disabledUntil', () => {
  it('limits a category by its own deadline or the one on all, whichever is later, until the deadline', () => {
    const limits = { error: NOW + 10_000, all: NOW + 5_000 }
    expect(disabledUntil(limits, 'error')).toBe(NOW + 10_000)
    expect(disabledUntil(limits, 'log')).toBe(NOW + 5_000)
    expect(disabledUntil({}, 'log')).toBe(0)
    expect(isRateLimited(limits, 'log', NOW + 4_999)).toBe(true)
    expect(isRateLimited(limits, 'log', NOW + 5_000)).toBe(false)
    expect(isRateLimited(limits, 'error', NOW + 9_999)).toBe(true)
  })
})
