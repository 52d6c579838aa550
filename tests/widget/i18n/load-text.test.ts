import { describe, expect, it, vi } from 'vitest'
import { loadText } from '../../../widget/i18n/load-text'
import { createText } from '../../../widget/i18n/text'
import { english } from '../render'

const answer = (body: unknown, headers: Record<string, string> = {}) =>
  vi.fn(async (_url: string) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json', ...headers } }))

describe('loadText', () => {
  it('asks for the locale with its namespace and the text version', async () => {
    const fetch = answer({ common: { close: 'Stäng' } }, { 'content-language': 'sv' })
    const text = await loadText('sv-SE', 'v1', 'otp', fetch as never)
    expect(fetch.mock.calls[0]![0]).toBe('/v1/text/sv-se?v=v1&ns=otp')
    expect(text).toMatchObject({ locale: 'sv', missing: [], unsupported: false })
  })
  it('reports the keys the edge filled from English and an unsupported locale', async () => {
    const fetch = answer({ common: { close: 'Close' }, $missing: 'common.goBack cancel', otp: { x: 'y', $missing: 'otp.resend' } }, { 'x-text-fallback': 'unsupported-locale' })
    const text = await loadText('xx', 'v1', 'otp', fetch as never)
    expect(text.missing).toEqual(['common.goBack', 'cancel', 'otp.resend'])
    expect(text.unsupported).toBe(true)
    expect(text.dictionary).not.toHaveProperty('$missing')
  })
  it.each([
    ['an array', ['a']],
    ['a number where text belongs', { common: { close: 1 } }],
    ['not JSON at all', undefined],
  ])('refuses %s', async (_, body) => {
    const fetch = vi.fn(async () => new Response(body === undefined ? '<html>' : JSON.stringify(body), { status: 200 }))
    await expect(loadText('en', 'v1', undefined, fetch as never)).rejects.toMatchObject({ code: 'text-load' })
  })
  it('raises a network error when the edge cannot be reached', async () => {
    await expect(loadText('en', 'v1', undefined, (async () => Promise.reject(new TypeError('offline'))) as never)).rejects.toMatchObject({ code: 'network' })
  })
})

describe('text formatting', () => {
  it('formats numbers with the locale and picks plural forms', () => {
    const text = createText('en', english)
    expect(text.otp.resendIn({ seconds: 1 })).toBe('You can get a new code in 1 second.')
    expect(text.otp.resendIn({ seconds: 1200 })).toBe('You can get a new code in 1,200 seconds.')
  })
  it('renders placeholder values as text, never as markup', () => {
    const text = createText('en', english)
    expect(text.otp.sentTo({ contactDetail: '<img src=x onerror=alert(1)>' })).toBe('We sent a code to <img src=x onerror=alert(1)>.')
  })
})
