import { expect, test } from '@playwright/test'
import { expectAccessible, expectTerminal, messages, openWidget, outsideWorld } from './demo'

test('Australia: Agree and continue, “Please wait” with visible progress, then success', async ({ page }) => {
  const widget = await openWidget(page, { strategy: 'bureau_check', market: 'AU', delay: 2 })
  await expect(widget.getByRole('heading', { name: 'Verify your identity' })).toBeFocused()
  await expect(widget.getByText(/By pressing Agree and continue you agree/)).toBeVisible()
  await expectAccessible(page)
  await widget.getByRole('button', { name: 'Agree and continue' }).click()
  await expect(widget.getByRole('heading', { name: 'Please wait' })).toBeFocused()
  await expect(widget.getByText('This takes up to 10 seconds.', { exact: true })).toBeVisible()
  await expect(widget.locator('.progress__bar')).toBeVisible()
  await expectAccessible(page)
  expect(await expectTerminal(page, 'onComplete')).toMatchObject({
    status: 'success',
    token: expect.stringMatching(/^rt_/),
  })
})

test('Australia: No thanks leads to another verification method', async ({ page }) => {
  const widget = await openWidget(page, { strategy: 'bureau_check', market: 'AU', next: 'otp_phone' })
  await widget.getByRole('button', { name: 'No thanks' }).click()
  await expect(widget.getByRole('heading', { name: 'Confirm it’s you' })).toBeFocused()
  expect((await messages(page)).find((m) => m.payload.name === 'strategy_changed')?.payload).toMatchObject({
    from: 'bureau_check',
    to: 'otp_phone',
  })
})

test('keyboard only: the retry form catches an impossible date, keeps what was typed, and a corrected one verifies', async ({
  page,
}) => {
  const widget = await openWidget(page, { strategy: 'bureau_check', market: 'NZ', scenario: 'retry', delay: 0 })
  await expect(widget.getByRole('heading', { name: 'We can’t verify your identity' })).toBeFocused()
  await expect(
    widget.getByText('If you have a middle name or more than one last name, add them too.', { exact: false }),
  ).toBeVisible()
  await expect(widget.getByLabel('Given name(s)')).toHaveValue('Jane')
  await expectAccessible(page)
  await page.keyboard.press('Tab')
  await expect(widget.getByLabel('Given name(s)')).toBeFocused()
  await page.keyboard.press('End')
  await page.keyboard.type(' Ann')
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  await expect(widget.getByLabel('Day')).toBeFocused()
  await page.keyboard.type('29')
  await page.keyboard.press('Tab')
  await page.keyboard.type('2')
  await page.keyboard.press('Tab')
  await page.keyboard.type('1987')
  await page.keyboard.press('Enter')
  await expect(widget.getByLabel('Day')).toBeFocused()
  await expect(widget.locator('#bureau-dateOfBirth-error')).toHaveText('Date of birth must be a real date')
  await expect(widget.getByLabel('Year')).toHaveValue('1987')
  await expectAccessible(page)
  await page.keyboard.press('Shift+Tab')
  await expect(widget.getByLabel('Last name(s)')).toBeFocused()
  await page.keyboard.press('Tab')
  await page.keyboard.press('Backspace')
  await page.keyboard.press('Backspace')
  await page.keyboard.type('28')
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  await expect(widget.getByRole('button', { name: 'Confirm' })).toBeFocused()
  const verify = page.waitForRequest((r) => r.url().endsWith('/strategies/bureau_check/verify'))
  await page.keyboard.press('Enter')
  expect((await verify).postDataJSON()).toEqual({
    given_names: 'Jane Ann',
    last_names: 'Citizen',
    date_of_birth: '1987-02-28',
  })
  expect(await expectTerminal(page, 'onComplete')).toMatchObject({ status: 'success' })
})

test('a failed bureau check falls back to a document: the ID check opens at its form and completes', async ({
  page,
}) => {
  const widget = await openWidget(page, { strategy: 'bureau_check', market: 'AU', scenario: 'fallback', delay: 1 })
  await widget.getByRole('button', { name: 'Agree and continue' }).click()
  // Consent was given for the bureau: the document check does not ask again.
  await expect(widget.getByRole('heading', { name: 'Verify your ID' })).toBeFocused()
  expect((await messages(page)).find((m) => m.payload.name === 'strategy_changed')?.payload).toMatchObject({
    from: 'bureau_check',
    to: 'id_check',
  })
  await widget.getByLabel('Passport').check()
  await widget.getByLabel('Passport number').fill('N1234567')
  await widget.getByRole('button', { name: 'Verify ID' }).click()
  expect(await expectTerminal(page, 'onComplete')).toMatchObject({ status: 'success' })
})

test('Mexico: the session switches to the document and selfie scan first', async ({ page }) => {
  await openWidget(page, { strategy: 'bureau_check', market: 'MX' })
  await expect
    .poll(async () => (await messages(page)).find((m) => m.payload.name === 'strategy_changed')?.payload)
    .toMatchObject({ from: 'bureau_check', to: 'id_scan' })
})

// The market's remap of every reason, and the text each shows, is tested beside its code (failure-reason.test.ts,
// app/failure-text.test.ts, app/FailureScreen.test.tsx); this is the one journey that shows the market reaches it.
test('Italy: a technical issue shows the fallback text (spec §4 remapping), the page still hears the session’s reason', async ({
  page,
}) => {
  const widget = await openWidget(page, {
    strategy: 'bureau_check',
    market: 'IT',
    scenario: 'failure:technical-issue',
    delay: 0,
  })
  await expect(widget.getByRole('heading', { name: 'We couldn’t complete the purchase' })).toBeFocused()
  await widget.getByRole('contentinfo').getByRole('button', { name: 'Go back to checkout' }).click()
  expect(await expectTerminal(page, 'onComplete')).toMatchObject({ status: 'failure', reason: 'technical-issue' })
})

test('a reload while the bureau checks resumes the wait, without starting again (dark theme)', async ({ page }) => {
  const widget = await openWidget(page, { strategy: 'bureau_check', market: 'NZ', delay: 6, theme: 'dark' })
  await expect(widget.getByRole('heading', { name: 'Please wait' })).toBeVisible()
  await expectAccessible(page)
  const starts: string[] = []
  page.on('request', (r) => r.url().endsWith('/strategies/bureau_check/start') && starts.push(r.url()))
  await page
    .frames()
    .find((f) => f.url().includes('#'))!
    .evaluate(() => location.reload())
  await expect(widget.getByRole('heading', { name: 'Please wait' })).toBeVisible()
  expect(await expectTerminal(page, 'onComplete')).toMatchObject({ status: 'success' })
  expect(starts).toEqual([])
})

test('closing during the wait asks with the bureau check’s words; the bureau from the panel asks for details', async ({
  page,
}) => {
  const widget = await openWidget(page, { strategy: 'bureau_check', market: 'NZ', delay: 60 })
  await expect(widget.getByRole('heading', { name: 'Please wait' })).toBeVisible()
  await widget.getByRole('button', { name: 'Close' }).click()
  const confirm = widget.getByRole('alertdialog', { name: 'Stop the identity check?' })
  await confirm.getByRole('button', { name: 'Continue verifying' }).click()
  const world = outsideWorld(page)
  await world.waitsOn('credit bureau')
  await world.press('askDetails')
  await expect(widget.getByRole('heading', { name: 'We can’t verify your identity' })).toBeVisible()
  await widget.getByRole('button', { name: 'Close' }).click()
  await confirm.getByRole('button', { name: 'End verification' }).click()
  expect(await expectTerminal(page, 'onAbort')).toMatchObject({ reason: 'go_back' })
})
