import { afterEach, describe, expect, it, vi } from 'vitest'
import { loadText } from '../../../widget/i18n/load-text'
import { createText } from '../../../widget/i18n/text'
import { english } from '../render'

const answer = (body: unknown, headers: Record<string, string> = {}) =>
  vi.fn(
    async (_url: string) =>
      new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json', ...headers } }),
  )

describe('loadText', () => {
  it('asks for the locale with its namespace and the text version', async () => {
    const fetch = answer({ common: { close: 'Stäng' } }, { 'content-language': 'sv' })
    const text = await loadText('sv-SE', 'v1', 'otp', fetch as never)
    expect(fetch.mock.calls[0]![0]).toBe('/v1/text/sv-se?v=v1&ns=otp')
    expect(text).toMatchObject({ locale: 'sv', missing: [], unsupported: false })
  })
  it('reports the keys the edge filled from English and an unsupported locale', async () => {
    const fetch = answer(
      { common: { close: 'Close' }, $missing: 'common.goBack cancel', otp: { x: 'y', $missing: 'otp.resend' } },
      { 'x-text-fallback': 'unsupported-locale' },
    )
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
    await expect(
      loadText('en', 'v1', undefined, (async () => Promise.reject(new TypeError('offline'))) as never),
    ).rejects.toMatchObject({ code: 'network' })
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
    expect(text.otp.sentTo({ contactDetail: '<img src=x onerror=alert(1)>' })).toBe(
      'We sent a code to <img src=x onerror=alert(1)>.',
    )
  })
})

describe('the text the first-screen document carries (tools/build/document/compose.ts)', () => {
  const block = (attrs: Record<string, string>, body: string) => {
    const element = document.createElement('script')
    element.type = 'application/json'
    element.id = 'idv-text'
    for (const [name, value] of Object.entries(attrs)) element.setAttribute(name, value)
    element.textContent = body
    document.body.append(element)
    return element
  }
  const sv = (extra: Record<string, string> = {}) =>
    block(
      {
        'data-locale': 'sv',
        'data-language': 'sv',
        'data-namespace': 'otp',
        'data-held-back': '',
        ...extra,
      },
      JSON.stringify({
        common: { close: 'St\u00e4ng' },
        $missing: 'common.x',
        otp: { sendCode: 'Skicka kod', $missing: 'otp.y' },
      }).replaceAll('<', '\\u003c'),
    )
  afterEach(() => document.getElementById('idv-text')?.remove())
  const fetchNever = vi.fn(async () => new Response('{}'))

  it('is used, without a request, when the token’s locale resolves to it and the namespace is the screen’s', async () => {
    sv()
    for (const spelling of ['sv', 'sv-SE', 'SV_se']) {
      const text = await loadText(spelling, 'v1', 'otp', fetchNever as never)
      expect(text).toMatchObject({ locale: 'sv', missing: ['common.x', 'otp.y'], unsupported: false, partial: true })
      expect((text.dictionary as unknown as { otp: { sendCode: string } }).otp.sendCode).toBe('Skicka kod')
    }
    expect(fetchNever).not.toHaveBeenCalled()
  })

  it('serves a locale the edge lacks as English, and says so', async () => {
    block(
      { 'data-locale': 'en', 'data-language': 'en', 'data-namespace': 'otp' },
      '{"common":{"close":"Close"},"otp":{}}',
    )
    expect(await loadText('xx-YY', 'v1', 'otp', fetchNever as never)).toMatchObject({
      locale: 'en',
      unsupported: true,
      partial: false,
    })
    expect(fetchNever).not.toHaveBeenCalled()
  })

  it.each([
    ['another locale', 'de', 'otp'],
    ['a market variant the token names', 'en-GB', 'otp'],
    ['another namespace', 'sv', 'bankIdSe'],
    ['no namespace', 'sv', undefined],
  ])('is not used for %s: the widget fetches what it lacks', async (_, locale, namespace) => {
    sv()
    const fetch = answer({ common: { close: 'x' } }, { 'content-language': locale })
    await loadText(locale, 'v1', namespace, fetch as never)
    expect(fetch).toHaveBeenCalledOnce()
  })

  it('is not used when it does not read as text, nor when the complete text is asked for', async () => {
    block({ 'data-locale': 'sv', 'data-language': 'sv', 'data-namespace': 'otp' }, '{"common":{"close":1}}')
    const fetch = answer({ common: { close: 'Stäng' } }, { 'content-language': 'sv' })
    expect((await loadText('sv', 'v1', 'otp', fetch as never)).partial).toBeUndefined()
    document.getElementById('idv-text')!.remove()
    sv()
    await loadText('sv', 'v1', 'otp', fetch as never, null)
    expect(fetch).toHaveBeenCalledTimes(2)
  })
})
