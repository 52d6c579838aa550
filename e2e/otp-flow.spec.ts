import { expect, test } from '@playwright/test'
import { expectAccessible, expectTerminal, messages, openWidget, noticeError } from './demo'
import { DEMO, EDGE, SESSIONS } from './ports'

test('a shopper verifies with a one-time code and the checkout receives onComplete with the session token', async ({
  page,
}) => {
  const requests: string[] = []
  page.on('request', (r) => requests.push(`${r.method()} ${r.url()} ${r.headers().authorization ?? ''}`))

  const widget = await openWidget(page)
  await expect(widget.getByRole('heading', { name: 'Confirm it’s you' })).toBeVisible()
  await widget.getByRole('button', { name: 'Send code' }).click()

  await expect(widget.getByRole('heading', { name: 'Enter the 6-digit code' })).toBeVisible()
  await expect(widget.getByText('We sent a code to +46 70 ••• •• 67.')).toBeVisible()
  await expect(widget.getByText(/You can get a new code in \d+ seconds/)).toBeVisible()
  await widget.getByLabel('Enter the 6-digit code here').fill('123456')

  const complete = await expectTerminal(page, 'onComplete')
  expect(complete.status).toBe('success')
  expect(complete.token).toMatch(/^rt_/)
  // The last step says the shopper can go on (an inline frame stays on the merchant's page), and takes focus.
  await expect(widget.getByRole('heading', { name: 'You’re all set' })).toBeFocused()
  await expect(widget.getByText('You can continue with your purchase.')).toBeVisible()
  const names = (await messages(page)).filter((m) => m.type === 'onEvent').map((m) => m.payload.name)
  expect(names).toEqual(expect.arrayContaining(['start', 'component_mounted']))

  // The client token travels only in the iframe's fragment and the session server's Authorization header.
  const token = new URL((await page.locator('#widget iframe').getAttribute('src')) ?? '').hash.slice(1)
  expect(token.split('.')).toHaveLength(3)
  const leaks = requests.filter((r) => r.includes(token) && !r.startsWith(`POST ${DEMO}/dev/tokens`))
  expect(leaks.every((r) => r.includes(`${SESSIONS}/v1/sessions/`) && r.endsWith(`Bearer ${token}`))).toBe(true)
})

test('wrong codes show both messages, then too many attempts ends on the failure screen', async ({ page }) => {
  const widget = await openWidget(page, { locale: 'en' })
  await widget.getByRole('button', { name: 'Send code' }).click()
  const code = widget.getByLabel('Enter the 6-digit code here')

  await code.fill('111111')
  await expect(noticeError(widget)).toHaveText('Whoops! That’s the wrong code.')
  await expect(code).toHaveValue('')
  await code.fill('222222')
  await expect(noticeError(widget)).toHaveText('You’ve entered the wrong code. Please try again.')
  await code.fill('333333')

  await expect(
    widget.getByRole('heading', { name: 'You have exceeded the number of attempts permitted' }),
  ).toBeVisible()
  await widget.getByRole('button', { name: 'Go back to checkout' }).click()
  const complete = await expectTerminal(page, 'onComplete')
  expect(complete).toMatchObject({ status: 'failure', reason: 'too-many-attempts' })
})

test('pasting the whole code (with a space) from the clipboard verifies it, in Swedish', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: EDGE })
  const widget = await openWidget(page, { locale: 'sv' })
  await widget.getByRole('button', { name: 'Skicka kod' }).click()
  const code = widget.getByLabel('Ange den sexsiffriga koden här')
  await code.focus()
  await code.evaluate(() => navigator.clipboard.writeText('123 456'))
  await page.keyboard.press('ControlOrMeta+V')
  const complete = await expectTerminal(page, 'onComplete')
  expect(complete.status).toBe('success')
})

test('code entry’s own refusals: a new code asked for too soon says so with the countdown; delayed codes say so (dark)', async ({
  page,
}) => {
  const widget = await openWidget(page, { scenario: 'resend-too-soon', theme: 'dark' })
  await widget.getByRole('button', { name: 'Send code' }).click()
  await widget.getByRole('button', { name: 'Send a new code' }).click()
  // Said by the code step's notice region (widget/ui/NoticeRegion.tsx), whose notices take no role of their own.
  await expect(
    widget.locator('[aria-live="polite"] .notice--info', { hasText: 'It’s too soon to send another code.' }),
  ).toContainText(/You can get a new code in \d+ seconds\./)
  await expect(widget.getByText(/You can get a new code in \d+ seconds\./).last()).toBeVisible()
  await expect(widget.getByText(/couldn’t send/)).toHaveCount(0)
  await expectAccessible(page)

  const delayed = await openWidget(page, { scenario: 'sendout-delays' })
  await delayed.getByRole('button', { name: 'Send code' }).click()
  await delayed.getByRole('button', { name: 'Send a new code' }).click()
  await expect(noticeError(delayed)).toHaveText(
    'We’re experiencing delays with verification codes. Please try again later.',
  )
})

test('a send the session refuses says why on the intro, with its way out; a send error whose part cannot load says the send failed', async ({
  page,
}) => {
  // The send errors' words and ways out are a part of their own, fetched while the intro shows (SendErrorLine.tsx).
  const widget = await openWidget(page, { scenario: 'send-error:voip_is_blocked' })
  await widget.getByRole('button', { name: 'Send code' }).click()
  // On the intro the notice is an alert of its own (no notice region there).
  await expect(widget.getByRole('alert')).toHaveText(
    'We can’t send codes to internet phone numbers. Please use a mobile number.',
  )
  await expect(widget.getByRole('button', { name: 'Change phone number' })).toBeVisible()
  await expectAccessible(page)

  // Offline for that part alone: the document's own words stand in, and the send can be tried again.
  await page.route(/\/assets\/SendErrorPart-[\w-]+\.js(\?.*)?$/, (route) => route.abort('connectionreset'))
  const offline = await openWidget(page, { scenario: 'send-error:voip_is_blocked' })
  await offline.getByRole('button', { name: 'Send code' }).click()
  await expect(offline.getByRole('alert')).toHaveText('We couldn’t send the code. Please try again.')
  await expect(offline.getByRole('button', { name: 'Change phone number' })).toHaveCount(0)
  await expect(offline.getByRole('button', { name: 'Send code' })).toBeEnabled()
})
