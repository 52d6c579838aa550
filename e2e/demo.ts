import { expect, type FrameLocator, type Page } from '@playwright/test'

export interface DemoSetup {
  strategy?: string
  market?: string
  locale?: string
  scenario?: string
  theme?: 'light' | 'dark' | 'system'
  requireConsent?: boolean
  hideErrorScreen?: boolean
}

/** Opens the demo checkout and starts the widget the way a shopper would. */
export async function openWidget(page: Page, setup: DemoSetup = {}): Promise<FrameLocator> {
  await page.goto('/')
  const form = page.locator('#setup')
  await form.getByLabel('Strategy').selectOption(setup.strategy ?? 'otp_phone')
  await form.getByLabel('Market').fill(setup.market ?? 'SE')
  await form.getByLabel('Locale').selectOption(setup.locale ?? 'en')
  await form.getByLabel('Scenario').selectOption(setup.scenario ?? 'success')
  await form.getByLabel('Theme').selectOption(setup.theme ?? 'light')
  await form.getByLabel('require consent').setChecked(setup.requireConsent ?? false)
  await form.getByLabel('hide error screen').setChecked(setup.hideErrorScreen ?? false)
  await form.getByRole('button', { name: 'Pay and verify' }).click()
  return page.frameLocator('#widget iframe')
}

/** Messages the page received from the widget, as the demo logs them. */
export async function messages(page: Page): Promise<Array<{ type: string; payload: Record<string, unknown> }>> {
  const items = await page.locator('#events li').allTextContents()
  return items.map((line) => {
    const space = line.indexOf(' ')
    return { type: line.slice(0, space), payload: JSON.parse(line.slice(space + 1)) }
  })
}

export async function expectTerminal(page: Page, type: 'onComplete' | 'onAbort') {
  await expect(page.locator(`#events li[data-type="${type}"]`)).toHaveCount(1)
  return (await messages(page)).find((m) => m.type === type)!.payload
}
