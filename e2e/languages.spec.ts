import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { SESSIONS } from './ports'

const LANGUAGES = ['da', 'de', 'en', 'fi', 'nb', 'nl', 'sv', 'fr', 'hu', 'it', 'es', 'pl', 'pt', 'cs', 'el', 'ro', 'sk']

type Compiled = { locales: Record<string, { root: { body: string }; namespaces: Record<string, { body: string }> }> }
const compiled: Compiled = JSON.parse(readFileSync(join(import.meta.dirname, '..', '.build', 'text.json'), 'utf8'))
const otpText = (id: string) => JSON.parse(compiled.locales[id]!.namespaces.otp!.body) as {
  introTitle: string
  sendCode: string
  failure: { tooManyAttempts: { title: string; button: string } }
}
const english = otpText('en')

type FailureEntry = { title: string; button: string }
/** A namespace's failure entry; `''` for the root's (the generic texts). */
const failureOf = (id: string, namespace: string, key: string) =>
  (JSON.parse(namespace ? compiled.locales[id]!.namespaces[namespace]!.body : compiled.locales[id]!.root.body) as { failure: Record<string, FailureEntry> }).failure[key]!

/** One reason with its own text per strategy family without the OTP screen; each language checks one of them. */
const FAMILIES = [
  { strategy: 'bank_id_se', namespace: 'bankIdSe', reason: 'session-timeout', key: 'sessionTimeout' },
  { strategy: 'bank_id_no', namespace: 'bankIdNo', reason: 'user-mismatch', key: 'userMismatch' },
  { strategy: 'bank_id_fi', namespace: 'bankIdFi', reason: 'access-denied', key: 'accessDenied' },
  { strategy: 'bank_login', namespace: 'bankLogin', reason: 'insufficient-info', key: 'insufficientInfo' },
  // Spec §8: the bureau check's fallback shows the generic failure text.
  { strategy: 'bureau_check', namespace: '', reason: 'technical-issue-fallback', key: 'generic' },
  { strategy: 'id_check', namespace: 'idCheck', reason: 'invalid-address', key: 'invalidAddress' },
  { strategy: 'id_scan', namespace: 'idFailure', reason: 'invalid-document', key: 'invalidDocument' },
  { strategy: 'klapp_authenticator', namespace: 'klappAuthenticator', reason: 'rdl-session-rejected', key: 'rdlSessionRejected' },
]

async function open(page: Page, locale: string, scenario = 'success', strategy = 'otp_phone', more: Record<string, unknown> = {}) {
  const response = await page.request.post('/dev/tokens', { data: { strategy, locale, scenario, ...more } })
  // A URL differing only in its fragment would not reload the widget.
  await page.goto('about:blank')
  await page.goto((await response.json()).widget_url)
}

/**
 * An ID scan that already failed: its failure scenario plays only when pictures are handed in, so
 * the session is taken there through its API (as the widget would) and the outside world rejects
 * it; the widget then opens on the failure screen.
 */
async function openFailedScan(page: Page, locale: string, reason: string) {
  const minted = await (await page.request.post('/dev/tokens', { data: { strategy: 'id_scan', locale } })).json()
  const started = await page.request.post(`${SESSIONS}/v1/sessions/${minted.session_id}/strategies/id_scan/start`, {
    headers: { authorization: `Bearer ${minted.client_token}` },
    data: { biometric_consent: true, document_type: 'passport' },
  })
  expect(started.status()).toBe(200)
  expect((await page.request.post(`/dev/sessions/${minted.session_id}/external`, { data: { outcome: 'reject', reason } })).status()).toBe(200)
  await page.goto('about:blank')
  await page.goto(minted.widget_url)
}

LANGUAGES.forEach((id, index) => {
  const family = FAMILIES[index % FAMILIES.length]!
  test(`${id}: the first screen, the OTP failure screen and the ${family.strategy} failure screen are in ${id}`, async ({ page }) => {
    const text = otpText(id)
    if (id !== 'en') {
      expect(text.introTitle).not.toBe(english.introTitle)
      expect(text.failure.tooManyAttempts.title).not.toBe(english.failure.tooManyAttempts.title)
    }
    await open(page, id, 'failure:too-many-attempts')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.introTitle)
    expect(await page.locator('html').getAttribute('lang')).toBe(id)
    await page.getByRole('button', { name: text.sendCode }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.failure.tooManyAttempts.title)
    await expect(page.getByRole('button', { name: text.failure.tooManyAttempts.button })).toBeVisible()

    const own = failureOf(id, family.namespace, family.key)
    if (id !== 'en') expect(own.title).not.toBe(failureOf('en', family.namespace, family.key).title)
    // The ID check's verdict comes on a document: a New Zealand passport, answered at once; the ID scan's on its pictures.
    const idCheck = family.strategy === 'id_check'
    if (family.strategy === 'id_scan') await openFailedScan(page, id, family.reason)
    else await open(page, id, `failure:${family.reason}`, family.strategy, idCheck ? { market: 'NZ', first_name: 'Jane', last_name: 'Citizen', answer_delay_seconds: 0 } : {})
    // BankID starts nothing until the shopper picks a device; the hand-offs, a method or a bank.
    if (family.strategy === 'bank_id_se') await page.locator('.dialog__footer .button--primary').click()
    // Bank login fails where the bank answers: at the login (the suggested bank, the documented test credentials).
    if (family.strategy === 'bank_login') {
      await page.locator('.dialog__footer .button--primary').click()
      const fields = page.locator('form input')
      await fields.nth(0).fill('demo')
      await fields.nth(1).fill('1234')
      await page.locator('form button[type=submit]').click()
    }
    if (family.strategy === 'bank_id_no' || family.strategy === 'bank_id_fi') await page.locator('.choice').first().click()
    if (idCheck) {
      await page.locator('.dialog__footer .button--primary').click()
      await page.locator('input[name="document"][value="passport"]').check()
      await page.locator('#id-check-passportNumber').fill('LA123456')
      await page.locator('.dialog__footer .button--primary').click()
    }
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(own.title)
    await expect(page.getByRole('button', { name: own.button })).toBeVisible()
  })
})
