import { join } from 'node:path'
import { act, fireEvent, screen } from '@testing-library/preact'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Translations } from '../../../locales/i18n-types'
import { compileText } from '../../../tools/build/compile-text.ts'
import { createText } from '../../../widget/i18n/text'
import BankLoginScreen from '../../../widget/screens/bank-login/BankLoginScreen'
import BureauCheckScreen from '../../../widget/screens/bureau-check/BureauCheckScreen'
import PartnerScreen from '../../../widget/screens/partners/PartnerScreen'
import { bankLoginMessages } from '../../../widget/screens/bank-login/bank-login-messages'
import { scanFirstMessages } from '../../../widget/screens/bureau-check/scan-first-messages'
import { monthioMessages } from '../../../widget/screens/partners/monthio-messages'
import * as rotations from '../../../widget/ui/progress-messages'
import { harness } from '../screen-harness'
import { mountHandoff, waitingAt } from '../screens/handoffs/setup'

type Compiled = { body: string; with?: string[] }
const compiled = (await compileText(join(import.meta.dirname, '..', '..', '..', 'locales'))) as {
  locales: Record<string, { root: Compiled; namespaces: Record<string, Compiled> }>
}
const languages = Object.keys(compiled.locales).filter((id) => !id.includes('_'))
/** The text a family's screens get, as the edge serves it: the root, the namespace and its companions. */
function served(locale: string, namespace: string) {
  const { root, namespaces } = compiled.locales[locale]!
  const parts = [namespace, ...(namespaces[namespace]!.with ?? [])].map((name) => [
    name,
    JSON.parse(namespaces[name]!.body),
  ])
  return createText(locale, { ...JSON.parse(root.body), ...Object.fromEntries(parts) } as Translations)
}

type Rotation = (text: ReturnType<typeof createText>) => readonly string[]
const { identityMessages, resultMessages } = rotations
/** Each family that waits, with the rotation its waits show. */
const WAITS: Array<[namespace: string, name: string, rotation: Rotation]> = [
  ...['idCheck', 'bureauCheck', 'idScan', 'checkin', 'kosmaId', 'veriff'].map((ns): [string, string, Rotation] => [
    ns,
    'identityMessages',
    identityMessages,
  ]),
  ['bankLogin', 'bankLoginMessages', bankLoginMessages],
  ['monthio', 'monthioMessages', monthioMessages],
  // The hand-offs whose check of the result is the hand-off step's (no check step of their own).
  ...['bankIdNo', 'bankIdFi', 'idin'].map((ns): [string, string, Rotation] => [ns, 'resultMessages', resultMessages]),
  ['bureauCheck', 'scanFirstMessages', scanFirstMessages],
]

describe('progress screens rotate six messages (spec §2.3)', () => {
  it('every shared rotation the screens use is here (the families’ own are imported above)', () => {
    expect(Object.keys(rotations).sort()).toEqual(['identityMessages', 'resultMessages', 'sixOf'])
    expect(languages).toHaveLength(17)
  })

  describe.each(languages)('in %s', (id) => {
    it.each(WAITS)(
      '%s (%s): six different messages, none empty, in the text its family is served',
      (namespace, _, rotation) => {
        const messages = rotation(served(id, namespace))
        expect(messages).toHaveLength(6)
        expect(new Set(messages).size).toBe(6)
        for (const message of messages) expect(message.trim()).not.toBe('')
      },
    )
  })
})

describe('the waits that rotate show all six, one after another', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }))
  afterEach(() => vi.useRealTimers())

  /** The words the wait shows, one per reading interval, until they come round again. */
  async function rotation(): Promise<string[]> {
    const seen: string[] = []
    const words = () => document.querySelector('.progress__words')!.textContent!
    await vi.waitFor(() => expect(document.querySelector('.progress__words')).not.toBeNull())
    while (!seen.includes(words())) {
      seen.push(words())
      await act(async () => void (await vi.advanceTimersByTimeAsync(4_000)))
    }
    return seen
  }

  it('bank login’s check (/bank_login/verify)', async () => {
    const known = {
      status: 'in_progress',
      consented: true,
      pending: { kind: 'bank_data' },
      bank: {
        id: 'de-commerzbank',
        name: 'Commerzbank',
        country: 'DE',
        bic: 'COBADEFFXXX',
        login_fields: [
          { name: 'user_id', kind: 'user_id' },
          { name: 'pin', kind: 'pin' },
        ],
      },
    }
    const h = harness({
      type: 'bank_login',
      market: 'DE',
      resume: { known, answer: Promise.resolve(known) },
      answers: { bank_login: Array(20).fill(known) },
    })
    h.mount(BankLoginScreen)
    await screen.findByRole('heading', { name: 'Verifying your identity' })
    expect(await rotation()).toEqual([
      'Reading your account details…',
      'Checking your details…',
      'Verifying your identity…',
      'Keeping your information safe…',
      'Almost there…',
      'Just a few more seconds…',
    ])
  })

  it('Monthio’s review (/monthio/verify)', async () => {
    const known = { status: 'in_progress', pending: { kind: 'verification' } }
    mountHandoff(PartnerScreen, {
      type: 'monthio',
      resume: { known, answer: Promise.resolve(known) },
      answers: { monthio: Array(20).fill(known) },
    })
    await screen.findByRole('heading', { name: 'Please wait' })
    expect(await rotation()).toEqual([
      'Reviewing your overview…',
      'Looking at your income and expenses…',
      'Checking your details…',
      'Keeping your information safe…',
      'Almost there…',
      'Just a few more seconds…',
    ])
  })

  it('a hand-off’s check of the result (iDIN, BankID NO, the Finnish bank ID: back from the partner)', async () => {
    const s = mountHandoff(PartnerScreen, {
      type: 'idin',
      market: 'NL',
      answers: {
        start: [waitingAt('partner', { handoff_url: undefined })],
        idin: Array(40).fill(waitingAt('partner', { handoff_url: undefined })),
      },
      over: {
        strategy: { type: 'idin', market: 'NL', signicatUrl: 'https://preprod.signicat.com/std/method/idin/?id=x' },
      },
    })
    fireEvent.click(await screen.findByRole('button', { name: 'Continue to iDIN' }))
    await screen.findByRole('heading', { name: 'Continue in the window we opened for iDIN' })
    await act(async () => void (await vi.advanceTimersByTimeAsync(150)))
    act(() => s.w.returned(s.w.opened[0]!))
    // Announced once, politely: the first message; the rotation is not read out.
    await vi.waitFor(() => expect(screen.getByRole('status').textContent).toBe('Checking the result…'))
    expect(await rotation()).toEqual([
      'Checking the result…',
      'Verifying your identity…',
      'Checking your details…',
      'Keeping your information safe…',
      'Almost there…',
      'Just a few more seconds…',
    ])
  })

  it('Mexico’s bureau check starting, before the document and selfie scan (/bureau_check/start)', async () => {
    const h = harness({ type: 'bureau_check', market: 'MX', answers: { start: [new Promise(() => {})] } })
    h.mount(BureauCheckScreen)
    expect(await rotation()).toEqual([
      'Getting things ready…',
      'Setting up your verification…',
      'Preparing your document and selfie scan…',
      'Keeping your information safe…',
      'Almost there…',
      'Just a few more seconds…',
    ])
    expect(screen.queryByText(/10 seconds/)).toBeNull()
  })
})
