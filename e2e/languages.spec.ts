import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test, type Page } from '@playwright/test'

/**
 * The edge's locale path, in two languages: the token's locale picks the document's language and first
 * screen, and a later namespace (a failure screen) loads in it. That every language's failure screens say
 * what they should is tested beside the screen, for all 17 (tests/widget/app/failure-text-languages.test.tsx).
 */
const LANGUAGES = [
  // Swedish, with the BankID failure from its own namespace.
  {
    id: 'sv',
    family: { strategy: 'bank_id_se', namespace: 'bankIdSe', reason: 'session-timeout', key: 'sessionTimeout' },
  },
  // Greek: another script, and the largest locale.
  { id: 'el', family: { strategy: 'bank_id_no', namespace: 'bankIdNo', reason: 'user-mismatch', key: 'userMismatch' } },
]

type Compiled = { locales: Record<string, { namespaces: Record<string, { body: string }> }> }
const compiled: Compiled = JSON.parse(readFileSync(join(import.meta.dirname, '..', '.build', 'text.json'), 'utf8'))
const otpText = (id: string) =>
  JSON.parse(compiled.locales[id]!.namespaces.otp!.body) as {
    introTitle: string
    sendCode: string
    failure: { tooManyAttempts: { title: string; button: string } }
  }
const english = otpText('en')

type FailureEntry = { title: string; button: string }
const failureOf = (id: string, namespace: string, key: string) =>
  (JSON.parse(compiled.locales[id]!.namespaces[namespace]!.body) as { failure: Record<string, FailureEntry> }).failure[
    key
  ]!

async function open(page: Page, locale: string, scenario: string, strategy = 'otp_phone') {
  const response = await page.request.post('/dev/tokens', { data: { strategy, locale, scenario } })
  // A URL differing only in its fragment would not reload the widget.
  await page.goto('about:blank')
  await page.goto((await response.json()).widget_url)
}

for (const { id, family } of LANGUAGES)
  test(`${id}: the first screen, the OTP failure screen and the ${family.strategy} failure screen are in ${id}`, async ({
    page,
  }) => {
    const text = otpText(id)
    expect(text.introTitle).not.toBe(english.introTitle)
    expect(text.failure.tooManyAttempts.title).not.toBe(english.failure.tooManyAttempts.title)
    await open(page, id, 'failure:too-many-attempts')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.introTitle)
    expect(await page.locator('html').getAttribute('lang')).toBe(id)
    await page.getByRole('button', { name: text.sendCode }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.failure.tooManyAttempts.title)
    await expect(page.getByRole('button', { name: text.failure.tooManyAttempts.button })).toBeVisible()

    const own = failureOf(id, family.namespace, family.key)
    expect(own.title).not.toBe(failureOf('en', family.namespace, family.key).title)
    await open(page, id, `failure:${family.reason}`, family.strategy)
    // BankID starts nothing until the shopper picks a device; Norway's, a method.
    if (family.strategy === 'bank_id_se') await page.locator('.dialog__footer .button--primary').click()
    else await page.locator('.choice').first().click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(own.title)
    await expect(page.getByRole('button', { name: own.button })).toBeVisible()
  })
