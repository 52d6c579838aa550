// @vitest-environment happy-dom
import { join } from 'node:path'
import { screen } from '@testing-library/preact'
import { describe, expect, it } from 'vitest'
import type { Translations } from '../../../locales/i18n-types'
import { readLocales } from '../../../tools/build/compile-text.ts'
import { createFlow } from '../../../widget/kit/flow'
import { TextContext, createText } from '../../../widget/i18n/text'
import { FailureScreen } from '../../../widget/app/FailureScreen'
import { supportPhoneFor } from '../../../widget/app/support-phone'
import { render } from '@testing-library/preact'

const own = await readLocales(join(import.meta.dirname, '..', '..', '..', 'locales'))
const languages = Object.keys(own).filter((id) => own[id]!.kind === 'language')

/** One reason with its own text per strategy family (spec §8). */
const FAMILIES: Array<[strategy: string, reason: string, path: [string, string]]> = [
  ['bank_id_se', 'session-timeout', ['bankIdSe', 'sessionTimeout']],
  ['bank_id_no', 'user-mismatch', ['bankIdNo', 'userMismatch']],
  ['bank_id_fi', 'access-denied', ['bankIdFi', 'accessDenied']],
  ['otp_email', 'too-many-attempts', ['otp', 'tooManyAttempts']],
  ['bank_login', 'insufficient-info', ['bankLogin', 'insufficientInfo']],
  ['id_check', 'invalid-address', ['idCheck', 'invalidAddress']],
  ['kosma_id', 'invalid-document', ['idFailure', 'invalidDocument']],
  ['id_scan', 'network-issue', ['idFailure', 'networkIssue']],
  ['id_scan', 'id-number-missing', ['idScan', 'idNumberMissing']],
  ['klapp_authenticator', 'rdl-session-rejected', ['klappAuthenticator', 'rdlSessionRejected']],
]

type Entry = { title: string; description: string; button: string }

describe.each(languages)('failure screens in %s', (id) => {
  const dictionary = own[id]!.dictionary as Record<string, { failure: Record<string, Entry> }>
  it.each(FAMILIES)('%s %s shows its own translated text', (strategy, reason, [ns, key]) => {
    const expected = dictionary[ns]!.failure[key]!
    render(
      <TextContext.Provider value={createText(id, dictionary as unknown as Translations)}>
        <FailureScreen
          failure={{ strategy, reason, error: 'x' }}
          flow={createFlow({ post: () => undefined }, { hideErrorScreen: false })}
        />
      </TextContext.Provider>,
    )
    expect(screen.getByRole('heading').textContent).toBe(expected.title)
    expect(
      screen.getByText(expected.description.replace(/\s+/g, ' '), { normalizer: (s) => s.replace(/\s+/g, ' ') }),
    ).toBeTruthy()
    // The footer's one button (the navigation bar has the close icon).
    expect(screen.getByRole('contentinfo').textContent).toBe(expected.button)
  })
  it.each(['technical-issue', 'invalid-user-info', 'user-not-trusted'])(
    'Italy’s bureau_check %s shows the generic failure text (spec §8)',
    (reason) => {
      const generic = (dictionary.failure as unknown as Record<string, Entry>).generic!
      render(
        <TextContext.Provider value={createText(id, dictionary as unknown as Translations)}>
          <FailureScreen
            failure={{ strategy: 'bureau_check', market: 'IT', reason, error: 'x' }}
            flow={createFlow({ post: () => undefined }, { hideErrorScreen: false })}
          />
        </TextContext.Provider>,
      )
      expect(screen.getByRole('heading').textContent).toBe(generic.title)
      expect(screen.getByRole('main').querySelector('p')!.textContent).toBe(generic.description)
      expect(screen.getByRole('contentinfo').textContent).toBe(generic.button)
    },
  )
  it.each([
    ['id_scan', 'ES', 'user-not-trusted'],
    ['id_scan', 'US', 'id-number-mismatch-with-contact'],
    ['kosma_id', 'IT', 'invalid-document-with-contact'],
  ])(
    '%s in %s, %s: the hours and the market’s number, as a link that calls it (spec §8, §9)',
    (strategy, market, reason) => {
      const root = dictionary as unknown as { failure: { contactTimes: string; callCustomerService: string } }
      const number = supportPhoneFor(market)!
      render(
        <TextContext.Provider value={createText(id, dictionary as unknown as Translations)}>
          <FailureScreen
            failure={{ strategy, market, reason, error: 'x' }}
            flow={createFlow({ post: () => undefined }, { hideErrorScreen: false })}
          />
        </TextContext.Provider>,
      )
      const call = screen.getByRole('link', {
        name: root.failure.callCustomerService.replace(/\{phoneNumber(:string)?\}/, number),
      })
      expect(call.getAttribute('href')).toBe(`tel:${number.replace(/[^+\d]/g, '')}`)
      expect(call.textContent).toBe(number)
      expect(call.parentElement!.textContent).toContain(
        root.failure.contactTimes.replace(/\{phoneNumber(:string)?\}/, number),
      )
    },
  )
  it('kosma_id in SE (no number configured): the chat hours alone, and no link', () => {
    const root = dictionary as unknown as { failure: { contactTimesChat: string } }
    render(
      <TextContext.Provider value={createText(id, dictionary as unknown as Translations)}>
        <FailureScreen
          failure={{ strategy: 'kosma_id', market: 'SE', reason: 'invalid-document-with-contact', error: 'x' }}
          flow={createFlow({ post: () => undefined }, { hideErrorScreen: false })}
        />
      </TextContext.Provider>,
    )
    expect(screen.queryByRole('link')).toBeNull()
    expect(document.body.textContent).toContain(root.failure.contactTimesChat)
  })
  it('id_check shows its translated customer-service link; in-store sign-up its translated text', () => {
    const text = dictionary as unknown as {
      failure: Record<string, Entry> & { customerService: string }
      idCheck: { failure: { userNotFound: { customerService: string } } }
    }
    const flow = createFlow({ post: () => undefined }, { hideErrorScreen: false })
    const { unmount } = render(
      <TextContext.Provider value={createText(id, dictionary as unknown as Translations)}>
        <FailureScreen
          failure={{ strategy: 'id_check', market: 'AU', reason: 'user-not-found', error: 'x' }}
          flow={flow}
        />
      </TextContext.Provider>,
    )
    expect(screen.getByRole('link').textContent).toBe(text.idCheck.failure.userNotFound.customerService)
    // New Zealand's page (spec §8), whatever the language and the market.
    expect(screen.getByRole('link').getAttribute('href')).toBe('https://www.provider.com/nz/customer-service/')
    expect(screen.getByRole('link').parentElement!.textContent).toBe(
      `${text.failure.customerService} ${text.idCheck.failure.userNotFound.customerService}.`,
    )
    unmount()
    render(
      <TextContext.Provider value={createText(id, dictionary as unknown as Translations)}>
        <FailureScreen
          failure={{ strategy: 'id_check', reason: 'user-not-found', error: 'x' }}
          flow={flow}
          details={{ flow: 'instore-signup', presentation_data: { require_consent: false, hide_error_screen: false } }}
        />
      </TextContext.Provider>,
    )
    expect(screen.getByRole('heading').textContent).toBe(text.failure.inStore!.title)
    expect(screen.getByRole('contentinfo').textContent).toBe(text.failure.inStore!.button)
  })
})
