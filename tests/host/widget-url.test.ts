import { afterEach, describe, expect, it, vi } from 'vitest'
import { open } from '../../host/index'
import { widgetHints, widgetUrlFor } from '../../host/widget-url'

const b64 = (s: string) => Buffer.from(s).toString('base64url')
const token = (payload: unknown) =>
  `${b64('{"alg":"HS256"}')}.${typeof payload === 'string' ? payload : b64(JSON.stringify(payload))}.c2ln`

describe('the widget URL’s first-screen hints (docs/architecture.md "Widget URL hints")', () => {
  it('names the token’s locale and its first strategy’s screen type', () => {
    expect(widgetHints(token({ locale: 'sv', strategies: [{ type: 'otp_phone' }, { type: 'bank_id_se' }] }))).toBe(
      '?l=sv&s=otp',
    )
    expect(widgetHints(token({ locale: 'en-GB', strategies: [{ type: 'bank_id_se' }] }))).toBe('?l=en-GB&s=bank-id-se')
    expect(widgetHints(token({ locale: 'en_mx', strategies: [{ type: 'klapp_authenticator' }] }))).toBe(
      '?l=en_mx&s=klapp-authenticator',
    )
  })

  it('names the token’s merchant (who may frame it), when its id is one the contract allows', () => {
    expect(widgetHints(token({ locale: 'sv', strategies: [{ type: 'otp_phone' }], merchant_id: 'shop-42' }))).toBe(
      '?l=sv&s=otp&m=shop-42',
    )
    for (const merchant_id of ['a b', '', 'x'.repeat(65), 42, '-dash', 'shop&l=de'])
      expect(widgetHints(token({ strategies: [{ type: 'otp_phone' }], merchant_id }))).toBe('?s=otp')
  })

  it('reads nothing else of the payload and puts none of it elsewhere', () => {
    const secret = {
      session_id: 'sess-SECRET',
      url: 'https://api.provider.com/v1/sessions/SECRET',
      locale: 'de',
      strategies: [{ type: 'id_check', first_name: 'Åsa', last_name: 'SECRET' }],
    }
    const url = widgetUrlFor('https://widget.example', token(secret))
    const [before, fragment] = url.split('#')
    expect(before).toBe('https://widget.example/?l=de&s=id-check')
    expect(before).not.toMatch(/SECRET|sess|Åsa/)
    expect(fragment).toBe(token(secret))
  })

  it('leaves out a hint it cannot read, and gives none for a token that does not read; it never throws', () => {
    expect(widgetHints(token({ strategies: [{ type: 'otp_email' }] }))).toBe('?s=otp')
    expect(widgetHints(token({ locale: 'sv' }))).toBe('?l=sv')
    expect(widgetHints(token({ locale: 'sv"><script>', strategies: [{ type: 'a b' }] }))).toBe('')
    expect(widgetHints(token({ locale: 7, strategies: 'otp' }))).toBe('')
    expect(widgetHints(token({ locale: 'x'.repeat(40), strategies: [{ type: 'y'.repeat(61) }] }))).toBe('')
    expect(widgetHints(token(null))).toBe('')
    expect(widgetHints(token('!!!'))).toBe('')
    expect(widgetHints('not-a-token')).toBe('')
    expect(widgetHints('')).toBe('')
    expect(widgetUrlFor('https://widget.example', 'not-a-token')).toBe('https://widget.example/#not-a-token')
  })
})

describe('IdvWidget.open with a client token', () => {
  afterEach(() => {
    document.body.innerHTML = ''
  })
  it('opens the widget with the hints in the query and the token in the fragment only', () => {
    document.body.innerHTML = '<div id="slot"></div>'
    const fetch = vi.spyOn(globalThis, 'fetch')
    const t = token({ locale: 'fi', strategies: [{ type: 'bank_id_fi' }] })
    const handle = open({ clientToken: t, widgetOrigin: 'https://widget.example', container: 'slot' })
    expect(handle.iframe.src).toBe(`https://widget.example/?l=fi&s=bank-id-fi#${t}`)
    // The token goes nowhere but the frame's fragment.
    expect(fetch).not.toHaveBeenCalled()
    handle.close()
  })
})
