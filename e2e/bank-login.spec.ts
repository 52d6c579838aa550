import { expect, test, type FrameLocator, type Page } from '@playwright/test'
import { expectAccessible, expectTerminal, messages, openWidget, outsideWorld, noticeError } from './demo'

const SEARCH = 'Bank name, IBAN or BIC'

/** From the start screen to the search, past the bank the session suggests. */
async function toSearch(widget: FrameLocator) {
  await widget.getByRole('button', { name: 'Choose another bank' }).click()
  await expect(widget.getByRole('heading', { name: 'Find your bank' })).toBeVisible()
}

/** Types a search and chooses the bank named `bank` from the listbox. */
async function find(widget: FrameLocator, query: string, bank: string) {
  await widget.getByRole('combobox', { name: SEARCH }).fill(query)
  await widget.getByRole('option', { name: new RegExp(`^${bank}`) }).click()
}

/** Logs in with the documented test credentials (every user field `demo`, the PIN or password `1234`). */
async function logIn(widget: FrameLocator, bankName: string, secret = '1234') {
  await expect(widget.getByRole('heading', { name: `Log in to ${bankName}` })).toBeVisible()
  const fields = widget.locator('form input')
  await fields.nth(0).fill('demo')
  await fields.nth(1).fill(secret)
  await widget.getByRole('button', { name: 'Log in', exact: true }).click()
}

async function enterCode(widget: FrameLocator, code = '123456') {
  await expect(widget.getByRole('heading', { name: 'Enter the code from your bank' })).toBeVisible()
  await widget.getByLabel('Code from your bank', { exact: true }).fill(code)
}

const expectSuccess = async (page: Page) =>
  expect(await expectTerminal(page, 'onComplete')).toMatchObject({
    status: 'success',
    token: expect.stringMatching(/^rt_/),
  })

test.describe('bank login: start', () => {
  test('the assurances, the consent with Show more (the UK clause), and why we ask', async ({ page }) => {
    const widget = await openWidget(page, { strategy: 'bank_login', market: 'GB' })
    await expect(widget.getByRole('heading', { name: 'Log in to your bank' })).toBeFocused()
    await expect(widget.getByText('Log in to your bank to help us verify your identity.')).toBeVisible()
    await expect(widget.getByText('We don’t save your login information.')).toBeVisible()
    await expect(widget.getByText('Rest easy. Your data is encrypted and protected.')).toBeVisible()
    await expect(widget.getByText(/for up to 90 days/)).toBeVisible()
    const more = widget.getByRole('button', { name: 'Show more' })
    await expect(more).toHaveAttribute('aria-expanded', 'false')
    await expect(widget.getByText('We only read transactions from the last 90 days at most.')).toBeHidden()
    await more.click()
    await expect(widget.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true')
    await expect(widget.getByText('We only read transactions from the last 90 days at most.')).toBeVisible()
    await expectAccessible(page)
    await widget.getByRole('button', { name: 'Why do we ask?' }).click()
    await expect(widget.getByRole('heading', { name: 'Why do we ask you to log in to your bank?' })).toBeFocused()
    await expectAccessible(page)
    await widget.getByRole('button', { name: 'Go back' }).click()
    await expect(widget.getByRole('heading', { name: 'Log in to your bank' })).toBeVisible()
  })

  test('outside the UK the consent has no UK clause', async ({ page }) => {
    const widget = await openWidget(page, { strategy: 'bank_login', market: 'DE' })
    await widget.getByRole('button', { name: 'Show more' }).click()
    await expect(widget.getByText(/We read your name/)).toBeVisible()
    await expect(widget.getByText('We only read transactions from the last 90 days at most.')).toHaveCount(0)
  })
})

test.describe('bank login: finding the bank and logging in', () => {
  test('the suggested bank: Continue, approval in the bank’s app, the check, then onComplete', async ({ page }) => {
    // The account check takes 5 s here, not 2: a poll that a busy machine runs late still finds it under way.
    const widget = await openWidget(page, { strategy: 'bank_login', market: 'DE', delay: 5 })
    await expect(widget.getByText('You’ll log in to Deutsche Bank.')).toBeVisible()
    await widget.getByRole('button', { name: 'Continue' }).click()
    await logIn(widget, 'Deutsche Bank')
    await expect(widget.getByRole('heading', { name: 'Approve in your bank’s app' })).toBeVisible()
    await expect(widget.getByText('Waiting for your approval…')).toBeVisible()
    await expectAccessible(page)
    const world = outsideWorld(page)
    await world.waitsOn('bank_app')
    await world.press('Approve')
    await expect(widget.getByRole('heading', { name: 'Verifying your identity' })).toBeVisible()
    await expectSuccess(page)
  })

  test('by name in Germany: Sparkasse asks for a code; a wrong one says so, the right one completes', async ({
    page,
  }) => {
    const widget = await openWidget(page, { strategy: 'bank_login', market: 'DE' })
    await toSearch(widget)
    await expect(widget.getByRole('combobox', { name: 'Country' })).toHaveValue('DE')
    await find(widget, 'sparkasse', 'Sparkasse KölnBonn')
    await logIn(widget, 'Sparkasse KölnBonn')
    await enterCode(widget, '000000')
    await expect(noticeError(widget)).toHaveText('That code isn’t right. Please try again. You have 2 attempts left.')
    await expect(widget.getByLabel('Code from your bank', { exact: true })).toHaveValue('')
    await expectAccessible(page)
    await enterCode(widget)
    await expectSuccess(page)
  })

  test('by BIC in the Netherlands: bunq asks for no second factor', async ({ page }) => {
    const widget = await openWidget(page, { strategy: 'bank_login', market: 'NL', delay: 5 })
    await toSearch(widget)
    await find(widget, 'BUNQNL2AXXX', 'bunq')
    await logIn(widget, 'bunq')
    await expect(widget.getByRole('heading', { name: 'Verifying your identity' })).toBeVisible()
    await expectSuccess(page)
  })

  test('by full IBAN in the United Kingdom, typed from Germany: the country follows the IBAN; NatWest asks for a code', async ({
    page,
  }) => {
    const widget = await openWidget(page, { strategy: 'bank_login', market: 'DE' })
    await toSearch(widget)
    const box = widget.getByRole('combobox', { name: SEARCH })
    await box.fill('GB29 NWBK 6016 1331 9268 1')
    await expect(widget.getByText('An IBAN from this country has 22 characters. You’ve entered 21.')).toBeVisible()
    await box.fill('GB29 NWBK 6016 1331 9268 18')
    await expect(widget.getByText('This IBAN isn’t valid. Please check it for typos.')).toBeVisible()
    await expect(box).toHaveAttribute('aria-invalid', 'true')
    await box.fill('GB29 NWBK 6016 1331 9268 19')
    await expect(
      widget.getByRole('status').filter({ hasText: 'Showing banks in United Kingdom. 1 bank found.' }),
    ).toBeVisible()
    await expect(widget.getByRole('combobox', { name: 'Country' })).toHaveValue('GB')
    await widget.getByRole('option', { name: /^NatWest/ }).click()
    await logIn(widget, 'NatWest')
    await enterCode(widget)
    await expectSuccess(page)
  })

  test('three characters at least: nothing is asked before, the rule is said', async ({ page }) => {
    const searches: string[] = []
    page.on('request', (r) => r.url().includes('/strategies/bank_login/banks') && searches.push(r.url()))
    const widget = await openWidget(page, { strategy: 'bank_login', market: 'DE' })
    await toSearch(widget)
    const box = widget.getByRole('combobox', { name: SEARCH })
    await box.pressSequentially('co')
    await expect(widget.getByRole('status').filter({ hasText: 'Please enter at least three characters' })).toBeVisible()
    await page.waitForTimeout(600)
    expect(searches).toEqual([])
    await box.pressSequentially('m')
    await expect(widget.getByRole('option', { name: /^Commerzbank/ })).toBeVisible()
    await expect(widget.getByRole('status').filter({ hasText: '1 bank found.' })).toBeVisible()
    // Typed in one go, "com" is one search, not three.
    expect(searches).toHaveLength(1)
    expect(searches[0]).toContain('country=DE')
    await expectAccessible(page)
  })

  test('keyboard only: the search as a listbox (arrows, Escape, Enter), the login submitted with Enter', async ({
    page,
  }) => {
    const widget = await openWidget(page, { strategy: 'bank_login', market: 'AT' })
    await expect(widget.getByRole('heading', { name: 'Log in to your bank' })).toBeFocused()
    // Tab to "Choose another bank" (the footer's second button) and press it.
    const other = widget.getByRole('button', { name: 'Choose another bank' })
    for (let i = 0; i < 12 && !(await other.evaluate((el) => el === document.activeElement)); i++)
      await page.keyboard.press('Tab')
    await expect(other).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(widget.getByRole('heading', { name: 'Find your bank' })).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(widget.getByRole('combobox', { name: 'Country' })).toBeFocused()
    await page.keyboard.press('Tab')
    const box = widget.getByRole('combobox', { name: SEARCH })
    await expect(box).toBeFocused()
    await page.keyboard.type('bank')
    const options = widget.getByRole('listbox', { name: SEARCH }).getByRole('option')
    await expect(options).toHaveCount(3)
    await expect(box).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('ArrowDown')
    await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true')
    await expect(box).toHaveAttribute('aria-activedescendant', 'bank-search-option-0')
    await page.keyboard.press('ArrowDown')
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true')
    await expect(box).toHaveAttribute('aria-activedescendant', 'bank-search-option-1')
    await expect(box).toBeFocused()
    // Escape closes the list, not the dialog.
    await page.keyboard.press('Escape')
    await expect(box).toHaveAttribute('aria-expanded', 'false')
    await expect(widget.getByRole('alertdialog')).toHaveCount(0)
    // Up from the field opens the list on its last bank.
    await page.keyboard.press('ArrowUp')
    await expect(widget.getByRole('option', { name: /^Bank Austria/ })).toHaveAttribute('aria-selected', 'true')
    await page.keyboard.press('Enter')
    await expect(widget.getByRole('heading', { name: 'Log in to Bank Austria' })).toBeVisible()
    await expect(widget.getByLabel('User ID')).toBeFocused()
    await page.keyboard.type('demo')
    await page.keyboard.press('Tab')
    await expect(widget.getByLabel('PIN')).toBeFocused()
    await page.keyboard.type('1234')
    await page.keyboard.press('Enter')
    await expect(widget.getByRole('heading', { name: 'Approve in your bank’s app' })).toBeVisible()
    await outsideWorld(page).press('Approve')
    await expectSuccess(page)
  })

  test('back through the steps: login → search (the query kept) → report → search; a wrong login empties the fields', async ({
    page,
  }) => {
    const widget = await openWidget(page, { strategy: 'bank_login', market: 'ES' })
    await toSearch(widget)
    await find(widget, 'caixa', 'CaixaBank')
    await logIn(widget, 'CaixaBank', '9999')
    await expect(widget.getByRole('alert')).toHaveText(
      'These login details aren’t right. Please check them and try again. You have 2 attempts left.',
    )
    await expect(widget.getByLabel('User ID')).toHaveValue('')
    await expect(widget.getByLabel('PIN')).toHaveValue('')
    await expect(widget.getByLabel('User ID')).toBeFocused()
    await expectAccessible(page)
    await widget.getByRole('button', { name: 'Go back' }).click()
    await expect(widget.getByRole('heading', { name: 'Find your bank' })).toBeVisible()
    await expect(widget.getByRole('combobox', { name: SEARCH })).toHaveValue('caixa')
    await widget.getByRole('button', { name: 'My bank isn’t listed' }).click()
    await expect(widget.getByRole('heading', { name: 'Tell us about your bank' })).toBeVisible()
    await widget.getByRole('button', { name: 'Go back' }).click()
    await expect(widget.getByRole('heading', { name: 'Find your bank' })).toBeVisible()
    // The search is the first step after consent: no way back to a consent already given.
    await expect(widget.getByRole('button', { name: 'Go back' })).toHaveCount(0)
  })
})

test.describe('bank login: an unsupported bank', () => {
  test('report it: the field is required, a failed send keeps the name, then the thank-you', async ({ page }) => {
    const widget = await openWidget(page, { strategy: 'bank_login', market: 'PL' })
    await toSearch(widget)
    await widget.getByRole('button', { name: 'My bank isn’t listed' }).click()
    const field = widget.getByLabel('Name of your bank')
    await expect(field).toBeFocused()
    await widget.getByRole('button', { name: 'Send' }).click()
    await expect(widget.getByText('Please enter the name of your bank.')).toBeVisible()
    await field.fill('Bank Spółdzielczy w Wąchocku')
    await page.route('**/strategies/bank_login/report_unsupported_bank', (route) =>
      route.fulfill({ status: 503, body: '' }),
    )
    await widget.getByRole('button', { name: 'Send' }).click()
    await expect(widget.getByRole('alert')).toHaveText('Could not report unsupported bank. Please try again.')
    await expect(field).toHaveValue('Bank Spółdzielczy w Wąchocku')
    await expectAccessible(page)
    await page.unroute('**/strategies/bank_login/report_unsupported_bank')
    await widget.getByRole('button', { name: 'Send' }).click()
    await expect(widget.getByRole('heading', { name: 'Thank you!' })).toBeFocused()
    await expect(
      widget.getByText('We’ve noted that you’d like to use Bank Spółdzielczy w Wąchocku.', { exact: false }),
    ).toBeVisible()
    await expectAccessible(page)
    await widget.getByRole('button', { name: 'Choose another bank' }).click()
    await expect(widget.getByRole('heading', { name: 'Find your bank' })).toBeVisible()
    expect((await messages(page)).filter((m) => m.type !== 'onEvent')).toEqual([])
  })
})

test.describe('bank login: failures', () => {
  const reasons: Array<[string, string, string]> = [
    ['user-mismatch', 'The account holder doesn’t match', 'Back to selection'],
    ['insufficient-info', 'Your bank didn’t share enough information', 'Back to selection'],
    ['incomplete-verification', 'The bank login wasn’t finished', 'Go back to checkout'],
    ['technical-issue', 'We couldn’t connect to your bank', 'Go back to checkout'],
    ['session-timeout', 'Whoops, we ran out of time', 'Go back to checkout'],
  ]
  for (const [reason, title, button] of reasons)
    test(`${reason}: its own text after the login, and onComplete with the reason`, async ({ page }) => {
      const widget = await openWidget(page, { strategy: 'bank_login', market: 'BE', scenario: `failure:${reason}` })
      await toSearch(widget)
      await find(widget, 'KBC', 'KBC')
      await logIn(widget, 'KBC')
      await expect(widget.getByRole('heading', { name: title })).toBeVisible()
      if (reason === 'technical-issue')
        await expect(widget.getByText('Something went wrong while connecting to KBC.', { exact: false })).toBeVisible()
      await widget.getByRole('button', { name: button }).click()
      expect(await expectTerminal(page, 'onComplete')).toMatchObject({ status: 'failure', reason })
    })

  test('rejected in the bank’s app (the outside world), and the technical issue before any bank names “your bank”', async ({
    page,
  }) => {
    let widget = await openWidget(page, { strategy: 'bank_login', market: 'IT' })
    await widget.getByRole('button', { name: 'Continue' }).click()
    await logIn(widget, 'Intesa Sanpaolo')
    await outsideWorld(page).waitsOn('bank_app')
    await outsideWorld(page).reject('user-mismatch')
    await expect(widget.getByRole('heading', { name: 'The account holder doesn’t match' })).toBeVisible()

    widget = await openWidget(page, { strategy: 'bank_login', market: 'IT', scenario: 'server-error' })
    await widget.getByRole('button', { name: 'Continue' }).click()
    await expect(widget.getByRole('heading', { name: 'We couldn’t connect to your bank' })).toBeVisible()
    await expect(
      widget.getByText('Something went wrong while connecting to your bank.', { exact: false }),
    ).toBeVisible()
  })
})

test.describe('bank login: leaving and coming back', () => {
  test('a reload while the bank’s app waits opens that step again; approving completes', async ({ page }) => {
    const widget = await openWidget(page, { strategy: 'bank_login', market: 'SE' })
    await toSearch(widget)
    await find(widget, 'handels', 'Handelsbanken')
    await logIn(widget, 'Handelsbanken')
    await expect(widget.getByText('Waiting for your approval…')).toBeVisible()
    await page
      .frames()
      .find((f) => f.url().includes('#'))!
      .evaluate(() => location.reload())
    await expect(widget.getByRole('heading', { name: 'Approve in your bank’s app' })).toBeVisible()
    await expect(
      widget.getByText('Open the Handelsbanken app on your phone and approve the login there.'),
    ).toBeVisible()
    const world = outsideWorld(page)
    await world.press('Dismiss')
    // Dismissed in the app: back to the login, which starts again.
    await expect(widget.getByRole('alert')).toHaveText(
      'The login wasn’t approved in your bank’s app. Please log in again.',
    )
    await logIn(widget, 'Handelsbanken')
    await world.waitsOn('bank_app')
    await world.press('Approve')
    await expectSuccess(page)
  })

  test('closing in the middle asks first, then cancels once', async ({ page }) => {
    const widget = await openWidget(page, { strategy: 'bank_login', market: 'CH' })
    await widget.getByRole('button', { name: 'Continue' }).click()
    await expect(widget.getByRole('heading', { name: 'Log in to UBS' })).toBeVisible()
    await widget.getByRole('button', { name: 'Close' }).click()
    const confirm = widget.getByRole('alertdialog', { name: 'Stop logging in to your bank?' })
    await expect(confirm).toBeVisible()
    await confirm.getByRole('button', { name: 'End verification' }).click()
    expect(await expectTerminal(page, 'onAbort')).toMatchObject({ reason: 'go_back' })
  })

  test('bank_login_obu opens on the United Kingdom with the UK clause', async ({ page }) => {
    const widget = await openWidget(page, { strategy: 'bank_login_obu', market: 'GB' })
    await expect(widget.getByText('You’ll log in to NatWest.')).toBeVisible()
    await widget.getByRole('button', { name: 'Show more' }).click()
    await expect(widget.getByText('We only read transactions from the last 90 days at most.')).toBeVisible()
    await toSearch(widget)
    await expect(widget.getByRole('combobox', { name: 'Country' })).toHaveValue('GB')
  })
})

test.describe('bank login: credentials stay with the session', () => {
  test('a distinctive password goes in one request body to the session url, and nowhere else', async ({ page }) => {
    const PASSWORD = 'Zq7-Kestrel-Marmot-4412'
    const seen: Array<{ url: string; method: string; body: string; headers: string }> = []
    // Every request of the page and its frames (the widget's, the SDK's, the relays').
    page.on('request', (r) =>
      seen.push({ url: r.url(), method: r.method(), body: r.postData() ?? '', headers: JSON.stringify(r.headers()) }),
    )
    const logs: string[] = []
    page.on('console', (m) => logs.push(m.text()))
    const widget = await openWidget(page, { strategy: 'bank_login', market: 'NL' })
    await toSearch(widget)
    await find(widget, 'ABN', 'ABN AMRO')
    // A wrong password first: the fields empty, the right one completes; nothing typed may surface later.
    await logIn(widget, 'ABN AMRO', PASSWORD)
    await expect(widget.getByRole('alert')).toContainText('These login details aren’t right.')
    await expect(widget.getByLabel('Password')).toHaveValue('')
    await logIn(widget, 'ABN AMRO')
    await outsideWorld(page).waitsOn('bank_app')
    await outsideWorld(page).press('Approve')
    await expectSuccess(page)
    // Let telemetry flush (the page hiding sends what is buffered), then read what the sink received.
    await page.goto('about:blank')
    const sink = await (await page.request.get('/dev/sink.json')).text()

    const carrying = seen.filter((r) => `${r.url} ${r.body} ${r.headers}`.includes(PASSWORD))
    expect(carrying.map((r) => `${r.method} ${new URL(r.url).pathname}`)).toEqual([
      expect.stringMatching(/^POST \/v1\/sessions\/[\w-]+\/strategies\/bank_login\/login$/),
    ])
    expect(JSON.parse(carrying[0]!.body)).toMatchObject({ credentials: { username: 'demo', password: PASSWORD } })
    expect(seen.some((r) => r.url.includes('/bi/') || r.url.includes('/v1/errors'))).toBe(true)
    expect(sink).not.toContain(PASSWORD)
    expect(logs.join('\n')).not.toContain(PASSWORD)
    // And the user name never went into a URL either, as a path segment or a query value (the merchant's
    // id, `m=demo-checkout`, only shares its letters).
    const values = (url: URL) => [...url.pathname.split('/'), ...url.searchParams.values(), url.hash.slice(1)]
    expect(seen.filter((r) => values(new URL(r.url)).includes('demo'))).toEqual([])
  })
})
