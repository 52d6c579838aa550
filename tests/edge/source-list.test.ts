import { describe, expect, it } from 'vitest'
import { originMatches, parseSourceList } from '../../edge/http/source-list'
import { secondsLeftInWindow } from '../../edge/middleware/rate-limit'

describe('configured origin lists', () => {
  it('keeps host-sources and the keywords, and refuses anything broader or stranger', () => {
    expect(
      parseSourceList(
        "'self' https://*.shop.example http://127.0.0.1:* https://a.example:8443 https: * http://x.example/path 'unsafe-inline' a;b",
      ),
    ).toEqual({
      sources: ["'self'", 'https://*.shop.example', 'http://127.0.0.1:*', 'https://a.example:8443'],
      rejected: ['https:', '*', 'http://x.example/path', "'unsafe-inline'", 'a;b'],
    })
    expect(parseSourceList(undefined).sources).toEqual([])
  })
  it('matches an Origin the way CSP matches a host-source', () => {
    const sources = ['https://*.shop.example', 'http://127.0.0.1:*', 'https://a.example']
    expect(originMatches('https://checkout.shop.example', sources)).toBe(true)
    expect(originMatches('https://shop.example', sources)).toBe(false)
    expect(originMatches('https://evilshop.example', sources)).toBe(false)
    expect(originMatches('http://checkout.shop.example', sources)).toBe(false)
    expect(originMatches('http://127.0.0.1:9000', sources)).toBe(true)
    expect(originMatches('http://127.0.0.1', sources)).toBe(true)
    expect(originMatches('https://a.example', sources)).toBe(true)
    expect(originMatches('https://a.example:8443', sources)).toBe(false)
    expect(originMatches('null', sources)).toBe(false)
    expect(originMatches('https://a.example/path', sources)).toBe(false)
  })
})

describe('secondsLeftInWindow', () => {
  it('counts to the end of the wall-clock window, at least 1', () => {
    const start = 1_800_000_000_000 // a whole minute
    expect(secondsLeftInWindow(10, start + 3_000)).toBe(7)
    expect(secondsLeftInWindow(60, start + 20_000)).toBe(40)
    expect(secondsLeftInWindow(10, start + 9_999)).toBe(1)
    expect(secondsLeftInWindow(10, start)).toBe(10)
  })
})
