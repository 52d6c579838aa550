import { describe, expect, it } from 'vitest'
import type { Translations } from '../../../locales/i18n-types'
import type { FailureInfo } from '../../../widget/kit/flow'
import { createText } from '../../../widget/i18n/text'
import { failureText, type FailureSession } from '../../../widget/app/failure-text'
import { supportPhoneFor } from '../../../widget/app/support-phone'

/** Spain's number in the tests' configuration (the demo's, vitest.config.mts). */
const SUPPORT_PHONE = supportPhoneFor('ES')!
import { english } from '../render'

const text = createText('en', english)
const show = (failure: Omit<FailureInfo, 'error'>, details?: FailureSession) =>
  failureText(text, { error: 'x', ...failure }, details)
const session = (flow: string, ui_context?: string): FailureSession => ({
  flow,
  presentation_data: { require_consent: false, hide_error_screen: false, ui_context },
})

/** English with some entries replaced, to tell apart texts that English words alike. */
const textWith = (patch: (en: Record<string, any>) => void) => {
  const copy = structuredClone(english) as unknown as Record<string, any>
  patch(copy)
  return createText('en', copy as Translations)
}

const GENERIC = {
  title: 'We couldn’t complete the purchase',
  description: 'Don’t worry, you can try again or choose any other payment method in order to complete the purchase.',
  button: 'Go back to checkout',
}
const IN_STORE = {
  title: 'All set! Just bring a valid photo ID on your first purchase',
  description:
    'To help us verify your identity and keep your account safe, please bring a valid photo ID on your first in-store purchase.',
  button: 'Continue',
}
const CUSTOMER_SERVICE = {
  lead: 'If you’re having issues please contact',
  label: 'customer support',
  url: 'https://www.provider.com/nz/customer-service/',
}

describe('failure text lookup (spec §2.3)', () => {
  it('uses the (strategy, reason) pair first', () => {
    expect(show({ strategy: 'otp_email', reason: 'too-many-attempts' }).title).toBe(
      'You have exceeded the number of attempts permitted',
    )
  })
  it('prefers the strategy’s own text to the shared text for the same reason', () => {
    expect(show({ strategy: 'bank_id_fi', reason: 'session-timeout' }).description).toMatch(
      /identification at your bank took too long/,
    )
  })
  it('then the shared text for that reason', () => {
    expect(show({ strategy: 'otp_phone', reason: 'session-timeout' })).toMatchObject({
      title: 'Whoops, we ran out of time',
      description: 'Your session timed out for security reasons. Please go back to the checkout and try again.',
    })
    expect(show({ strategy: 'generic', reason: 'user-not-trusted' }).title).toBe(
      'Sadly we couldn’t verify your identity',
    )
  })
  it('then the generic pair', () => {
    expect(show({ strategy: 'bank_id_se', reason: 'made-up' })).toEqual(GENERIC)
    expect(show({ strategy: 'veriff', reason: 'made-up' })).toEqual(GENERIC)
  })
  it('shows technical-issue when the token gave no reason', () => {
    expect(show({ strategy: 'bank_id_no', reason: '' }).title).toBe('BankID isn’t working right now')
  })
  it('maps family members to their family’s text', () => {
    expect(show({ strategy: 'kosma_id', reason: 'session-timeout' }).description).toMatch(
      /ID verification took too long/,
    )
    expect(show({ strategy: 'bank_id_no_v2', reason: 'user-mismatch' }).title).toBe('The details don’t match')
  })
  it('then the failures a family shares with others (contracts/companions.ts): the ID scan and Kosma ID share the ID failures, and a family’s own entry wins', () => {
    const shared = textWith((en) => {
      en.idFailure.failure.invalidDocument.title = 'Shared: invalid document'
      en.idScan.failure.userMismatch.title = 'Scan only: mismatch'
    })
    const lookUp = (strategy: string, reason: string) => failureText(shared, { strategy, reason, error: 'x' }).title
    expect(lookUp('kosma_id', 'invalid-document')).toBe('Shared: invalid document')
    expect(lookUp('id_scan', 'invalid-document')).toBe('Shared: invalid document')
    expect(lookUp('id_scan', 'user-mismatch')).toBe('Scan only: mismatch')
    // Not a companion of the bank families: they fall back to the shared text, as before.
    expect(lookUp('bank_login', 'invalid-document')).toBe(GENERIC.title)
  })
  it('never takes a key that is not a reason’s text for one', () => {
    for (const reason of ['constructor', '__proto__', 'to-string', 'customer-service', 'customer-service-url']) {
      expect(show({ strategy: 'id_check', reason })).toMatchObject(GENERIC)
      expect(show({ strategy: 'generic', reason })).toMatchObject(GENERIC)
    }
  })
})

describe('reason remapping by market (spec §4)', () => {
  it.each(['technical-issue', 'invalid-user-info', 'user-not-trusted', ''])(
    'Italy, bureau_check: %s shows the generic failure text (spec §8: technical-issue-fallback and the with-contact reasons)',
    (reason) => {
      expect(show({ strategy: 'bureau_check', market: 'IT', reason })).toEqual({
        ...GENERIC,
        customerService: undefined,
      })
      expect(show({ strategy: 'bureau_check', market: 'it', reason }, session('purchase', 'one_time_card'))).toEqual(
        show({ strategy: 'generic', reason: 'made-up' }, session('purchase', 'one_time_card')),
      )
      expect(show({ strategy: 'bureau_check', market: 'IT', reason }, session('signup'))).toMatchObject({
        title: 'We couldn’t finish setting up your account',
      })
    },
  )
  it('elsewhere bureau_check keeps the shared text for user-not-trusted', () => {
    expect(show({ strategy: 'bureau_check', market: 'MX', reason: 'user-not-trusted' }).title).toBe(
      'Sadly we couldn’t verify your identity',
    )
  })
  it('Spain, id_scan: a reason shows its with-contact text', () => {
    expect(show({ strategy: 'id_scan', market: 'ES', reason: 'user-not-trusted' }).description).toBe(
      `Please choose another payment method, or contact our customer service: by chat Mon–Sun 9am–5pm, by phone on ${SUPPORT_PHONE} Mon–Fri 9am–5pm.`,
    )
    expect(show({ strategy: 'id_scan', market: 'US', reason: 'user-not-trusted' }).description).toBe(
      'Please choose another payment method to complete the purchase.',
    )
  })
  it('Spain, id_scan: every reason of spec §8 shows its with-contact text, id-number-missing too', () => {
    expect(show({ strategy: 'id_scan', market: 'ES', reason: 'id-number-missing' })).toMatchObject({
      title: 'We couldn’t read the ID number',
      description: expect.stringMatching(/customer service/),
    })
    expect(show({ strategy: 'id_scan', market: 'ES', reason: 'user-mismatch' }).description).toMatch(/customer service/)
  })
  it('Spain, id_scan: a reason the namespace has no text for gets the generic text', () => {
    expect(show({ strategy: 'id_scan', market: 'ES', reason: 'too-many-attempts' }).title).toBe(GENERIC.title)
  })
})

describe('customer-service hours and phone (spec §8, §9)', () => {
  const ID_FAILURES = [
    'technical-issue',
    'session-timeout',
    'network-issue',
    'invalid-address',
    'invalid-document',
    'user-not-trusted',
  ]
  const PHONE = { number: SUPPORT_PHONE, href: 'tel:+442079460000', label: `Call customer service on ${SUPPORT_PHONE}` }
  const cases = [
    ...ID_FAILURES.flatMap((reason) => [
      ['id_scan', `${reason}-with-contact`],
      ['kosma_id', `${reason}-with-contact`],
    ]),
    ...['user-mismatch', 'id-number-missing', 'id-number-mismatch'].map((reason) => [
      'id_scan',
      `${reason}-with-contact`,
    ]),
  ]
  it.each(cases)('%s %s gives the hours and the market’s number, as a link that calls it', (strategy, reason) => {
    const copy = show({ strategy, reason, market: 'ES' })
    expect(copy.description).toContain(`by chat Mon–Sun 9am–5pm, by phone on ${SUPPORT_PHONE} Mon–Fri 9am–5pm.`)
    expect(copy.phone).toEqual(PHONE)
  })
  it('the number comes from the deployment’s configuration per market, never from the texts; texts without it have no link', () => {
    expect(SUPPORT_PHONE).toBe('+44\u00a020\u00a07946\u00a00000')
    expect(supportPhoneFor('it')).toBe('+44\u00a020\u00a07946\u00a00001')
    for (const reason of ID_FAILURES) expect(show({ strategy: 'id_scan', reason, market: 'US' }).phone).toBeUndefined()
    expect(show({ strategy: 'id_check', reason: 'user-not-found', market: 'ES' }).phone).toBeUndefined()
  })
  it.each(cases)('%s %s in a market without a number gives the chat hours alone, and no link', (strategy, reason) => {
    const copy = show({ strategy, reason, market: 'SE' })
    expect(copy.description).toContain('contact our customer service: by chat Mon–Sun 9am–5pm.')
    expect(copy.description).not.toMatch(/phone|\+\d/)
    expect(copy.phone).toBeUndefined()
  })
  it('a `*` entry serves every market not listed; none at all serves none', () => {
    expect(supportPhoneFor('SE', { '*': '+46 8 000 00', ES: '+34 900 000' })).toBe('+46\u00a08\u00a0000\u00a000')
    expect(supportPhoneFor('es', { '*': '+46 8 000 00', ES: '+34 900 000' })).toBe('+34\u00a0900\u00a0000')
    expect(supportPhoneFor('ES', {})).toBeUndefined()
    expect(supportPhoneFor(undefined, { ES: '+34 900 000' })).toBeUndefined()
  })
})

describe('lost connection (spec §8 network error)', () => {
  it('the session’s network-issue says so, in the shared wording', () => {
    expect(show({ strategy: 'otp_phone', reason: 'network-issue' })).toMatchObject({
      title: 'Lost internet connection',
      description: 'Please check your internet connection and try again.',
    })
  })
  it('in the strategy’s own wording where it has one, with-contact in Spain', () => {
    expect(show({ strategy: 'id_scan', reason: 'network-issue' }).description).toMatch(
      /^Your connection dropped during the ID verification\. Please check/,
    )
    expect(show({ strategy: 'id_scan', market: 'ES', reason: 'network-issue' }).description).toMatch(
      /contact our customer service/,
    )
  })
  it('the text follows the reason alone: nothing but the reason says the connection was lost', () => {
    // A failure as a caller outside the types might still build it, with the field the flow once had.
    const stale = { strategy: 'id_check', reason: 'verify', cause: 'network' } as Omit<FailureInfo, 'error'>
    expect(show(stale).title).toBe(show({ strategy: 'id_check', reason: 'verify' }).title)
    expect(show(stale).customerService).toEqual(CUSTOMER_SERVICE)
  })
})

describe('in-store ID variant (flow instore-signup)', () => {
  it.each<[string, string]>([
    ['otp_phone', 'too-many-attempts'],
    ['bank_id_fi', 'user-not-trusted'],
    ['id_check', 'technical-issue'],
    ['id_scan', 'session-timeout'],
    ['generic', 'made-up'],
    ['otp_phone', 'network-issue'],
  ])('shows the in-store text with Continue for %s %s', (strategy, reason) => {
    expect(show({ strategy, reason, market: 'ES' }, session('instore-signup'))).toEqual({
      ...IN_STORE,
      customerService: undefined,
    })
  })
  it('wins over the one-time card', () => {
    expect(
      show({ strategy: 'otp_phone', reason: 'made-up' }, session('instore-signup', 'one_time_card')),
    ).toMatchObject(IN_STORE)
  })
  it('applies to no other flow', () => {
    for (const flow of [
      'generic',
      'purchase',
      'app-shopping',
      'app-shopping-extension',
      'one-klarna-purchase-flow',
      'instore',
    ]) {
      expect(show({ strategy: 'otp_phone', reason: 'made-up' }, session(flow))).toMatchObject(GENERIC)
    }
  })
})

describe('flow types (spec §1): the generic text in the flow’s own words', () => {
  it('a sign-up is about the account, not a purchase', () => {
    expect(show({ strategy: 'otp_phone', reason: 'made-up' }, session('signup'))).toMatchObject({
      title: 'We couldn’t finish setting up your account',
      button: 'Close',
    })
  })
  it('a phone reset is about the number', () => {
    expect(show({ strategy: 'otp_phone', reason: 'made-up' }, session('phone-reset'))).toMatchObject({
      title: 'We couldn’t change your phone number',
      button: 'Close',
    })
  })
  it('a reason’s own text stays the same in every flow', () => {
    expect(show({ strategy: 'otp_phone', reason: 'too-many-attempts' }, session('signup')).title).toBe(
      'You have exceeded the number of attempts permitted',
    )
  })
})

describe('one-time card variant (presentation_data.ui_context one_time_card)', () => {
  const card = session('purchase', 'one_time_card')
  it('replaces the generic text', () => {
    expect(show({ strategy: 'otp_phone', reason: 'technical-issue' }, card)).toMatchObject({
      title: 'We couldn’t create your One-time card',
      description: 'Please try to create a One-time card again.',
      button: 'Close',
    })
  })
  it('leaves a reason’s own or shared text alone', () => {
    expect(show({ strategy: 'otp_phone', reason: 'too-many-attempts' }, card).title).toBe(
      'You have exceeded the number of attempts permitted',
    )
    expect(show({ strategy: 'otp_phone', reason: 'session-timeout' }, card).title).toBe('Whoops, we ran out of time')
  })
  it('needs that exact ui_context', () => {
    expect(show({ strategy: 'otp_phone', reason: 'technical-issue' }, session('purchase', 'checkout'))).toMatchObject(
      GENERIC,
    )
    expect(show({ strategy: 'otp_phone', reason: 'technical-issue' }, null)).toMatchObject(GENERIC)
  })
})

describe('customer-service line (spec §3, §8: id_check)', () => {
  it.each(['technical-issue', 'verify', 'invalid-address', 'user-not-found'])('id_check %s carries it', (reason) => {
    expect(show({ strategy: 'id_check', reason }).customerService).toEqual(CUSTOMER_SERVICE)
  })
  it('links New Zealand’s customer service whatever the market (spec §8), Australia included', () => {
    expect(show({ strategy: 'id_check', market: 'AU', reason: 'verify' }).customerService?.url).toBe(
      'https://www.provider.com/nz/customer-service/',
    )
    expect(show({ strategy: 'id_check', market: 'au', reason: 'verify' }).customerService?.url).toBe(
      'https://www.provider.com/nz/customer-service/',
    )
    expect(show({ strategy: 'id_check', market: 'NZ', reason: 'verify' }).customerService?.url).toBe(
      'https://www.provider.com/nz/customer-service/',
    )
    expect(show({ strategy: 'id_check', reason: 'verify' }).customerService?.url).toBe(
      'https://www.provider.com/nz/customer-service/',
    )
  })
  it('no other id_check reason, nor a lost connection', () => {
    expect(show({ strategy: 'id_check', reason: 'session-timeout' }).customerService).toBeUndefined()
    expect(show({ strategy: 'id_check', reason: 'made-up' }).customerService).toBeUndefined()
  })
  it('no other strategy', () => {
    for (const strategy of ['id_scan', 'kosma_id', 'bureau_check', 'bank_id_fi', 'otp_phone', 'generic']) {
      expect(show({ strategy, reason: 'technical-issue' }).customerService).toBeUndefined()
    }
  })
  it('is left out when the link would not be https', () => {
    for (const url of ['http://www.provider.com/nz/customer-service/', 'javascript:alert(1)', '//evil.example/', '']) {
      const bad = textWith((en) => (en.idCheck.customerServiceUrl = url))
      expect(failureText(bad, { strategy: 'id_check', reason: 'verify', error: 'x' }).customerService).toBeUndefined()
    }
  })
})

describe('button per case (spec §2.3)', () => {
  it.each<[string, Omit<FailureInfo, 'error'>, FailureSession?]>([
    ['OK', { strategy: 'bank_id_fi', reason: 'user-not-trusted' }],
    ['Continue', { strategy: 'bank_id_fi', reason: 'user-not-trusted' }, session('instore-signup')],
    ['Go back to checkout', { strategy: 'bank_id_fi', reason: 'made-up' }],
    ['Close', { strategy: 'bank_id_fi', reason: 'made-up' }, session('purchase', 'one_time_card')],
    ['Back to selection', { strategy: 'bank_id_se', reason: 'unattainable' }],
    ['Back to selection', { strategy: 'bank_login', reason: 'insufficient-info' }],
    ['Change address', { strategy: 'id_check', reason: 'invalid-address' }],
    ['Change address', { strategy: 'id_check', reason: 'user-not-found' }],
  ])('%s', (button, failure, details) => {
    expect(show(failure, details).button).toBe(button)
  })
})
