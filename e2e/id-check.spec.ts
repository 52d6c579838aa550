import { expect, test, type FrameLocator, type Page } from '@playwright/test'
import {
  expectAccessible,
  expectTerminal,
  messages,
  openWidget,
  outsideWorld,
  type DemoSetup,
  noticeError,
} from './demo'

/** Opens the ID check and gives consent (Continue), as a shopper would. */
async function toDocument(page: Page, setup: DemoSetup = {}): Promise<FrameLocator> {
  const widget = await openWidget(page, { strategy: 'id_check', market: 'AU', delay: 0, ...setup })
  await expect(widget.getByRole('heading', { name: 'Verify your identity' })).toBeFocused()
  await widget.getByRole('button', { name: 'Continue' }).click()
  await expect(widget.getByRole('heading', { name: 'Verify your ID' })).toBeFocused()
  return widget
}
/** The message tied to a field through aria-describedby. */
const messageOf = (widget: FrameLocator, field: string) => widget.locator(`#${field}-error`)

test('NSW driver licence: a number of the wrong form for its state is caught at the field, nothing typed is lost, and it verifies', async ({
  page,
}) => {
  const widget = await toDocument(page)
  await expect(
    widget.getByText('usually takes less than 2 minutes, and you only need to do it once', { exact: false }),
  ).toBeVisible()
  await expectAccessible(page)
  await widget.getByLabel('State or territory of issue').selectOption('NSW')
  const licence = widget.getByLabel('Licence number')
  await licence.fill('1234')
  await widget.getByLabel('Card number').fill('2163123456')
  await expect(messageOf(widget, 'id-check-licenceNumber')).toHaveText(
    'NSW licence numbers have 6 to 8 letters or numbers',
  )
  await expect(licence).toHaveAttribute('aria-describedby', 'id-check-licenceNumber-hint id-check-licenceNumber-error')
  await expect(licence).toHaveAttribute('aria-invalid', 'true')
  await widget.getByLabel('Last name').fill('')
  await widget.getByRole('button', { name: 'Verify ID' }).click()
  // Focus on the first invalid field, every message shown, nothing typed lost.
  await expect(licence).toBeFocused()
  await expect(messageOf(widget, 'id-check-lastName')).toHaveText('Enter your last name')
  await expect(licence).toHaveValue('1234')
  await expect(widget.getByLabel('Card number')).toHaveValue('2163123456')
  await expectAccessible(page)
  await licence.fill('AB123456')
  await expect(messageOf(widget, 'id-check-licenceNumber')).toHaveCount(0)
  await widget.getByLabel('Last name').fill('Citizen')
  await widget.getByRole('button', { name: 'Verify ID' }).click()
  const complete = await expectTerminal(page, 'onComplete')
  expect(complete).toMatchObject({ status: 'success', token: expect.stringMatching(/^rt_/) })
})

test('keyboard only: a VIC driver licence from the consent to success, Enter sending the form', async ({ page }) => {
  const widget = await openWidget(page, { strategy: 'id_check', market: 'AU', delay: 1 })
  await expect(widget.getByRole('heading', { name: 'Verify your identity' })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(widget.getByRole('link', { name: 'Read our privacy policy' })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(widget.getByRole('button', { name: 'Continue' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(widget.getByRole('heading', { name: 'Verify your ID' })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(widget.getByLabel('Driver licence')).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(widget.getByLabel('State or territory of issue')).toBeFocused()
  await page.keyboard.press('v')
  await expect(widget.getByLabel('State or territory of issue')).toHaveValue('VIC')
  await page.keyboard.press('Tab')
  await page.keyboard.type('123456789')
  await page.keyboard.press('Tab')
  await page.keyboard.type('P1234567')
  await expect(widget.getByText('On the back of your licence card: 8 letters or numbers')).toBeVisible()
  await page.keyboard.press('Enter')
  await expect(widget.getByRole('heading', { name: 'Checking your ID' })).toBeVisible()
  expect(await expectTerminal(page, 'onComplete')).toMatchObject({ status: 'success' })
})

test('Medicare: a wrong check digit and an impossible valid-to date are caught; one further document is asked, of another type', async ({
  page,
}) => {
  const widget = await toDocument(page, { scenario: 'second-document' })
  await widget.getByLabel('Medicare card').check()
  const number = widget.getByLabel('Medicare card number')
  await number.fill('2123 45671 1')
  await widget.getByLabel('Individual reference number').fill('1')
  await widget.getByLabel('Blue').check()
  await expect(widget.getByText('As printed on your card: DD/MM/YY, for example 31/05/27')).toBeVisible()
  await widget.getByLabel('Valid to').fill('31/02/30')
  await widget.getByRole('button', { name: 'Verify ID' }).click()
  await expect(number).toBeFocused()
  await expect(messageOf(widget, 'id-check-medicareNumber')).toHaveText(
    'This isn’t a valid Medicare card number. Check the 10 digits on your card',
  )
  await expect(messageOf(widget, 'id-check-validTo')).toHaveText('Enter a date that exists')
  await expect(widget.getByLabel('Valid to')).toHaveValue('31/02/30')
  await expectAccessible(page)
  await number.fill('2123 45670 1')
  await widget.getByLabel('Valid to').fill('28/02/30')
  await widget.getByRole('button', { name: 'Verify ID' }).click()

  await expect(widget.getByRole('heading', { name: 'Thank you!' })).toBeFocused()
  await expect(widget.getByText('To finish, we need one more ID document of a different type.')).toBeVisible()
  await expectAccessible(page)
  expect((await messages(page)).find((m) => m.payload.name === 'document_verified')?.payload).toEqual({
    name: 'document_verified',
    document_type: 'medicare',
    documents: 1,
  })
  await widget.getByRole('button', { name: 'Continue' }).click()
  await expect(widget.getByRole('heading', { name: 'Add one more ID' })).toBeFocused()
  await expect(widget.getByLabel('Medicare card')).toHaveCount(0)
  await widget.getByLabel('Passport').check()
  await expect(widget.getByLabel('Country of issue')).toHaveValue('AU')
  await widget.getByLabel('Passport number').fill('PA1234567')
  await widget.getByRole('button', { name: 'Verify ID' }).click()
  expect(await expectTerminal(page, 'onComplete')).toMatchObject({ status: 'success' })
})

test('New Zealand driver licence (dark theme): licence number and version', async ({ page }) => {
  const widget = await toDocument(page, { market: 'NZ', theme: 'dark' })
  await expect(widget.getByLabel('State or territory of issue')).toHaveCount(0)
  await widget.getByLabel('Licence number').fill('AB123456')
  await widget.getByLabel('Version number').fill('12')
  await widget.getByRole('button', { name: 'Verify ID' }).click()
  await expect(widget.getByLabel('Version number')).toBeFocused()
  await expect(messageOf(widget, 'id-check-version')).toHaveText(
    'Enter the three numbers of the version, for example 123',
  )
  await expectAccessible(page)
  await widget.getByLabel('Version number').fill('123')
  await widget.getByRole('button', { name: 'Verify ID' }).click()
  expect(await expectTerminal(page, 'onComplete')).toMatchObject({ status: 'success' })
})

test('a document whose details do not match: back at the form, everything typed kept, attempts left said', async ({
  page,
}) => {
  const widget = await toDocument(page, { market: 'NZ' })
  await widget.getByLabel('Passport').check()
  await widget.getByLabel('Passport number').fill('LA100023')
  await widget.getByRole('button', { name: 'Verify ID' }).click()
  await expect(noticeError(widget)).toHaveText(/We couldn’t verify this document\..* You have 2 attempts left\./)
  await expect(widget.getByLabel('Passport number')).toHaveValue('LA100023')
  await expectAccessible(page)
})

const FAILURES = [
  ['technical-issue', 'We couldn’t check your ID right now', 'Go back to checkout', true],
  ['session-timeout', 'Whoops, we ran out of time', 'Go back to checkout', false],
  ['verify', 'We couldn’t verify your ID', 'Go back to checkout', true],
  ['invalid-address', 'We couldn’t verify your address', 'Change address', true],
  ['user-not-found', 'We couldn’t find your details', 'Change address', true],
] as const

for (const [reason, title, button, support] of FAILURES)
  test(`${reason}: its failure text, ${support ? 'the customer-support line, ' : ''}and “${button}” completing with the reason`, async ({
    page,
  }) => {
    const widget = await toDocument(page, { market: 'NZ', scenario: `failure:${reason}` })
    await widget.getByLabel('Passport').check()
    await widget.getByLabel('Passport number').fill('LA123456')
    await widget.getByRole('button', { name: 'Verify ID' }).click()
    await expect(widget.getByRole('heading', { name: title })).toBeFocused()
    const help = widget.getByRole('link', { name: 'customer support' })
    if (support) {
      await expect(widget.getByText('If you’re having issues please contact')).toBeVisible()
      await expect(help).toHaveAttribute('href', 'https://www.provider.com/nz/customer-service/')
    } else await expect(help).toHaveCount(0)
    if (reason === 'invalid-address') await expectAccessible(page)
    await widget.getByRole('contentinfo').getByRole('button', { name: button }).click()
    // The merchant takes a shopper who pressed Change address to its address form: the reason says why.
    expect(await expectTerminal(page, 'onComplete')).toMatchObject({
      status: 'failure',
      reason,
      token: expect.stringMatching(/^rt_/),
    })
  })

test('a reload while the document is checked resumes the check, without sending it again', async ({ page }) => {
  const widget = await toDocument(page, { market: 'NZ', delay: 6 })
  await widget.getByLabel('Passport').check()
  await widget.getByLabel('Passport number').fill('LA123456')
  await widget.getByRole('button', { name: 'Verify ID' }).click()
  await expect(widget.getByRole('heading', { name: 'Checking your ID' })).toBeVisible()
  await expect(widget.getByText('Please don’t close this window.')).toBeVisible()
  await expectAccessible(page)
  const sent: string[] = []
  page.on('request', (r) => r.method() === 'POST' && r.url().includes('/strategies/id_check/') && sent.push(r.url()))
  await page
    .frames()
    .find((f) => f.url().includes('#'))!
    .evaluate(() => location.reload())
  await expect(widget.getByRole('heading', { name: 'Checking your ID' })).toBeVisible()
  expect(await expectTerminal(page, 'onComplete')).toMatchObject({ status: 'success' })
  expect(sent).toEqual([])
})

test('closing in the middle asks with the ID check’s words, then ends the session once', async ({ page }) => {
  const widget = await toDocument(page)
  await widget.getByLabel('Licence number').fill('12345678')
  await widget.getByRole('button', { name: 'Close' }).click()
  const confirm = widget.getByRole('alertdialog', { name: 'Stop verifying your ID?' })
  await confirm.getByRole('button', { name: 'Continue verifying' }).click()
  // Nothing typed is lost by asking.
  await expect(widget.getByLabel('Licence number')).toHaveValue('12345678')
  await widget.getByRole('button', { name: 'Close' }).click()
  await confirm.getByRole('button', { name: 'End verification' }).click()
  expect(await expectTerminal(page, 'onAbort')).toMatchObject({ reason: 'go_back' })
})

test('the document number goes only to the session, in a request body', async ({ page }) => {
  const leaks: string[] = []
  let sent = false
  page.on('request', (r) => {
    const where = `${r.url()} ${JSON.stringify(r.headers())}`
    const body = r.postData() ?? ''
    if (where.includes('73519246') || (body.includes('73519246') && !r.url().includes('/v1/sessions/')))
      leaks.push(r.url())
    if (body.includes('73519246') && r.url().includes('/strategies/id_check/verify')) sent = true
  })
  const widget = await toDocument(page, { scenario: 'failure:technical-issue' })
  await widget.getByLabel('State or territory of issue').selectOption('NSW')
  await widget.getByLabel('Licence number').fill('73519246')
  await widget.getByLabel('Card number').fill('2163123456')
  await widget.getByRole('button', { name: 'Verify ID' }).click()
  await expect(widget.getByRole('heading', { name: 'We couldn’t check your ID right now' })).toBeVisible()
  // The failure and its analytics and error reports have gone out by now; leaving flushes the rest.
  await page.goto('about:blank')
  expect(sent).toBe(true)
  expect(leaks).toEqual([])
})

test('the registry in the outside world: approving from the panel completes at once', async ({ page }) => {
  const widget = await toDocument(page, { market: 'NZ', delay: 60 })
  await widget.getByLabel('Passport').check()
  await widget.getByLabel('Passport number').fill('LA123456')
  await widget.getByRole('button', { name: 'Verify ID' }).click()
  const world = outsideWorld(page)
  await world.waitsOn('document registry')
  await world.press('Approve')
  expect(await expectTerminal(page, 'onComplete')).toMatchObject({ status: 'success' })
})
