import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test, type Page } from '@playwright/test'

const LANGUAGES = ['da', 'de', 'en', 'fi', 'nb', 'nl', 'sv', 'fr', 'hu', 'it', 'es', 'pl', 'pt', 'cs', 'el', 'ro', 'sk']

type Compiled = { locales: Record<string, { root: { body: string }; namespaces: Record<string, { body: string }> }> }
const compiled: Compiled = JSON.parse(readFileSync(join(import.meta.dirname, '..', '.build', 'text.json'), 'utf8'))
const otpText = (id: string) => JSON.parse(compiled.locales[id]!.namespaces.otp!.body) as {
  introTitle: string
  sendCode: string
  failure: { tooManyAttempts: { title: string; button: string } }
}
const english = otpText('en')

async function open(page: Page, locale: string, scenario = 'success') {
  const response = await page.request.post('/dev/tokens', { data: { strategy: 'otp_phone', locale, scenario } })
  await page.goto((await response.json()).widget_url)
}

for (const id of LANGUAGES) {
  test(`${id}: the first screen and the failure screen are in ${id}`, async ({ page }) => {
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
  })
}
