import { describe, expect, it } from 'vitest'
import { parseClientToken } from '../../../widget/boot/client-token'
import { isAllowedSessionHost, isAllowedSessionUrl } from '../../../widget/session-api/session-host'
import { checkStrategy } from '../../../widget/session-api/session-details'
import { options, tokenFor, typeAsRead, validDetails } from '../fixtures'

const issuesOf = (input: unknown) => {
  const result = parseClientToken(input, options)
  return result.ok ? [] : result.issues
}

describe('client token (spec §5)', () => {
  it('must be a string', () => {
    expect(issuesOf(42)).toEqual(['clientToken must be a string'])
    expect(issuesOf(undefined)).toEqual(['clientToken must be a string'])
  })
  it('must not be empty', () => {
    expect(issuesOf('')).toContain('clientToken must not be empty')
  })
  it('must contain at least 2 dots', () => {
    expect(issuesOf('abc')).toContain('clientToken must contain at least 2 dots')
    expect(issuesOf('abc.def')).toContain('clientToken must contain at least 2 dots')
  })
  it('must have exactly three parts', () => {
    expect(issuesOf('a.b.c.d')).toEqual(['clientToken must have exactly three dot-separated parts'])
  })
  it('must carry base64url JSON', () => {
    expect(issuesOf('a.!!!.c')).toEqual(['clientToken payload is not base64url-encoded JSON'])
    expect(issuesOf(`a.${Buffer.from('not json').toString('base64url')}.c`)).toEqual([
      'clientToken payload is not base64url-encoded JSON',
    ])
  })
  it('decodes valid session details, UTF-8 names included', () => {
    const result = parseClientToken(
      tokenFor(validDetails({ strategies: [{ type: 'otp_phone', first_name: 'Åsa 😀' }] })),
      options,
    )
    expect(result.ok && result.details.strategies[0]).toMatchObject({ type: 'otp_phone', first_name: 'Åsa 😀' })
    expect(result.ok && result.details.presentation_data).toMatchObject({
      require_consent: false,
      hide_error_screen: false,
    })
  })
})

describe('session details (spec §3, §5)', () => {
  it('spells every strategy type one way, with underscores, whichever spelling the token used (spec §2.1)', () => {
    const spellings: Array<[string, string]> = [
      ['selfie-registration', 'selfie_registration'],
      ['selfie_registration', 'selfie_registration'],
      ['bank-login-obu', 'bank_login_obu'],
      ['bank-id-no-v2', 'bank_id_no_v2'],
      ['otp_email', 'otp_email'],
      ['otp-email', 'otp_email'],
      ['bureau_check', 'bureau_check'],
    ]
    for (const [spelt, canonical] of spellings) expect(typeAsRead(spelt)).toBe(canonical)
    // The strategy a session answer switches to is read the same way.
    expect(checkStrategy({ type: 'klapp-authenticator' }, options)).toMatchObject({
      ok: true,
      value: { type: 'klapp_authenticator' },
    })
  })
  const detailsIssues = (over: Record<string, unknown>) => issuesOf(tokenFor(validDetails(over)))

  it('requires a session id, a url and at least one strategy', () => {
    expect(detailsIssues({ session_id: '' }).join()).toMatch(/session_id/)
    expect(detailsIssues({ url: undefined }).join()).toMatch(/url/)
    expect(detailsIssues({ strategies: [] })).toEqual(['strategies: strategies must not be empty'])
    expect(detailsIssues({ strategies: [{ market: 'SE' }] }).join()).toMatch(/strategies\.0\.type/)
  })
  it('reads the flow type: any string (new flows must not break the widget), generic when absent', () => {
    const flowOf = (over: Record<string, unknown>) => {
      const result = parseClientToken(tokenFor(validDetails(over)), options)
      return result.ok ? result.details.flow : result.issues.join()
    }
    expect(flowOf({})).toBe('generic')
    expect(flowOf({ flow: 'instore-signup' })).toBe('instore-signup')
    expect(flowOf({ flow: 'a-flow-from-next-year' })).toBe('a-flow-from-next-year')
    // Invalid optional values fall back to their defaults (reported), never cost the session.
    expect(flowOf({ flow: 42 })).toBe('generic')
  })
  it('invalid optional values fall back to their defaults and are listed; the session still starts', () => {
    const result = parseClientToken(
      tokenFor(
        validDetails({
          experiments: 'not-a-list',
          locale: 7,
          presentation_data: { hide_error_screen: 'yes', require_consent: true, theme: { color_scheme: 'pink' } },
        }),
      ),
      options,
    )
    expect(result.ok).toBe(true)
    if (!result.ok) return
    expect(result.details.experiments).toEqual([])
    expect(result.details.locale).toBe('en')
    expect(result.details.presentation_data).toMatchObject({
      hide_error_screen: false,
      require_consent: true,
      theme: {},
    })
    expect(result.defaulted.sort()).toEqual([
      'experiments',
      'locale',
      'presentation_data.hide_error_screen',
      'presentation_data.theme.color_scheme',
    ])
  })
  it('invalid required values still fail, whatever else is wrong', () => {
    expect(detailsIssues({ session_id: 5, experiments: 'x' }).join()).toMatch(/session_id/)
    expect(detailsIssues({ strategies: 'otp' }).join()).toMatch(/strategies/)
  })
  it.each([
    'https://provider.com/s',
    'https://api.provider.com/s',
    'https://eu.api.provider.net/s',
    'https://API.PROVIDER.COM./s',
    'http://localhost:8788/s',
    'http://127.0.0.1:8788/s',
  ])('accepts %s', (url) => {
    expect(detailsIssues({ url })).toEqual([])
  })
  it.each([
    ['look-alike prefix', 'https://evilprovider.com/s'],
    ['provider as a subdomain of another domain', 'https://provider.com.evil.net/s'],
    ['localhost as a subdomain', 'https://localhost.evil.net/s'],
    ['other TLD', 'https://provider.org/s'],
    ['userinfo trick', 'https://provider.com@evil.net/s'],
    ['plain http off loopback', 'http://api.provider.com/s'],
    ['not a URL', 'provider.com/s'],
    ['javascript scheme', 'javascript:alert(1)//provider.com'],
  ])('rejects %s', (_, url) => {
    expect(detailsIssues({ url })).toEqual(['url: url must be on an allowed host'])
  })
  it('checks the idin partner URL', () => {
    const idin = (signicatUrl?: string) => detailsIssues({ strategies: [{ type: 'idin', signicatUrl }] })
    expect(idin('https://id.signicat.com/x')).toEqual([])
    expect(idin('https://preprod.signicat.com/x')).toEqual([])
    expect(idin('http://id.signicat.com/x')).toHaveLength(1)
    expect(idin('https://id.signicat.com.evil.net/x')).toHaveLength(1)
    expect(idin(undefined)).toHaveLength(1)
  })
})

describe('session details, checked by hand (no schema library before the first screen)', () => {
  const parse = (over: Record<string, unknown>) => parseClientToken(tokenFor(validDetails(over)), options)

  it('keeps fields it does not know, at every level, and upper-cases the market', () => {
    const result = parse({
      extra: { a: 1 },
      strategies: [{ type: 'otp_phone', market: 'se', channel_hint: 'sms' }],
      presentation_data: { theme: { color_scheme: 'system', accent: '#000' }, novelty: true },
    })
    expect(result.ok && result.details).toMatchObject({
      extra: { a: 1 },
      strategies: [{ type: 'otp_phone', market: 'SE', channel_hint: 'sms' }],
      presentation_data: { novelty: true, theme: { color_scheme: 'system', accent: '#000' } },
    })
  })

  it('gives the documented defaults when optional values are absent', () => {
    const result = parseClientToken(
      tokenFor({ session_id: 's', url: 'https://api.provider.com/s', strategies: [{ type: 'otp_phone' }] }),
      options,
    )
    expect(result.ok && result.details).toEqual({
      session_id: 's',
      url: 'https://api.provider.com/s',
      strategies: [{ type: 'otp_phone' }],
      locale: 'en',
      flow: 'generic',
      experiments: [],
      presentation_data: { require_consent: false, hide_error_screen: false },
    })
    expect(result.ok && result.defaulted).toEqual([])
  })

  it('defaults whole groups that are not objects, and values past their limits', () => {
    const result = parse({ presentation_data: 'nope', client_name: 5 })
    expect(result.ok && result.details.presentation_data).toEqual({ require_consent: false, hide_error_screen: false })
    expect(result.ok && result.defaulted.sort()).toEqual(['client_name', 'presentation_data'])
    const long = parse({
      presentation_data: { merchant_name: 'x'.repeat(101), features: ['white_label'], theme: 'dark' },
    })
    expect(long.ok && long.defaulted.sort()).toEqual([
      'presentation_data.features',
      'presentation_data.merchant_name',
      'presentation_data.theme',
    ])
  })

  it('names the strategy value that is wrong, and refuses a payload that is not an object', () => {
    expect(issuesOf(tokenFor(validDetails({ strategies: ['otp_phone'] })))).toEqual(['strategies.0: must be an object'])
    expect(issuesOf(tokenFor(validDetails({ strategies: [{ type: 'x'.repeat(61) }] })))).toEqual([
      'strategies.0.type: must be a string of 1 to 60 characters',
    ])
    expect(issuesOf(tokenFor(validDetails({ strategies: [{ type: 'otp_phone', market: 46 }] })))).toEqual([
      'strategies.0.market: must be a string',
    ])
    expect(issuesOf(tokenFor([1, 2]))).toEqual(['payload: must be an object'])
  })
})

describe('host allow-list', () => {
  it('matches on label boundaries only', () => {
    expect(isAllowedSessionHost('provider.com', ['provider.com'])).toBe(true)
    expect(isAllowedSessionHost('a.b.provider.com', ['provider.com'])).toBe(true)
    expect(isAllowedSessionHost('xprovider.com', ['provider.com'])).toBe(false)
    expect(isAllowedSessionHost('provider.com.x', ['provider.com'])).toBe(false)
  })
  it('refuses credentials in the URL', () => {
    expect(isAllowedSessionUrl('https://user:pw@api.provider.com/', ['provider.com'])).toBe(false)
  })
})
