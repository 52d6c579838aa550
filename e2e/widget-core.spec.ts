import { expect, test } from '@playwright/test'
import { expectTerminal, messages, openWidget } from './demo'

test('consent first when the session asks for it, then the strategy', async ({ page }) => {
  const widget = await openWidget(page, { requireConsent: true })
  await expect(widget.getByRole('heading', { name: 'Verify your identity' })).toBeVisible()
  await expect(widget.getByRole('link', { name: 'Read our privacy policy' })).toHaveAttribute('target', '_blank')
  await widget.getByRole('button', { name: 'Continue' }).click()
  await expect(widget.getByRole('heading', { name: 'Confirm it’s you' })).toBeVisible()
})

test('a failure:<reason> scenario shows that strategy’s text and button, and the button completes with the token', async ({
  page,
}) => {
  const widget = await openWidget(page, { strategy: 'bank_id_fi', market: 'FI', scenario: 'failure:user-not-trusted' })
  // The scenario plays on the strategy's first call: choosing a bank.
  await widget.getByRole('button', { name: /^Nordea/ }).click()
  await expect(widget.getByRole('heading', { name: 'Sadly we couldn’t verify your identity' })).toBeVisible()
  await widget.getByRole('contentinfo').getByRole('button', { name: 'OK' }).click()
  const complete = await expectTerminal(page, 'onComplete')
  expect(complete).toMatchObject({
    status: 'failure',
    reason: 'user-not-trusted',
    token: expect.stringMatching(/^rt_/),
  })
})

test('hide_error_screen completes at once, without a failure screen', async ({ page }) => {
  const widget = await openWidget(page, {
    strategy: 'bank_id_fi',
    market: 'FI',
    scenario: 'failure:user-not-trusted',
    hideErrorScreen: true,
  })
  await widget.getByRole('button', { name: /^Nordea/ }).click()
  const complete = await expectTerminal(page, 'onComplete')
  expect(complete).toMatchObject({
    status: 'failure',
    reason: 'user-not-trusted',
    token: expect.stringMatching(/^rt_/),
  })
  await expect(widget.getByRole('heading', { name: 'Sadly we couldn’t verify your identity' })).toHaveCount(0)
})

test('closing the dialog asks first; ending cancels the session and the page gets onAbort with the token', async ({
  page,
}) => {
  const widget = await openWidget(page)
  await widget.getByRole('button', { name: 'Close' }).click()
  const confirm = widget.getByRole('alertdialog', { name: 'Stop confirming it’s you?' })
  await expect(confirm).toBeVisible()
  // Styled by the held-back pieces' own stylesheet (widget/app/styles.css): a sheet over the dialog.
  await expect(confirm).toHaveCSS('position', 'fixed')
  await confirm.getByRole('button', { name: 'Continue verifying' }).click()
  await expect(confirm).toHaveCount(0)
  await expect(widget.getByRole('heading', { name: 'Confirm it’s you' })).toBeVisible()

  await widget.getByRole('button', { name: 'Close' }).click()
  const ending = page.waitForRequest((r) => r.method() === 'DELETE')
  await widget.getByRole('button', { name: 'End verification' }).dblclick()
  expect(new URL((await ending).url()).pathname).toMatch(/^\/v1\/sessions\//)
  const abort = await expectTerminal(page, 'onAbort')
  expect(abort.token).toMatch(/^rt_/)
  expect((await messages(page)).filter((m) => m.type !== 'onEvent')).toHaveLength(1)
})

test('when the cancel fails the page still gets onAbort, without a token', async ({ page }) => {
  const widget = await openWidget(page, { scenario: 'cancel-fails' })
  await widget.getByRole('button', { name: 'Close' }).click()
  await widget.getByRole('button', { name: 'End verification' }).click()
  const abort = await expectTerminal(page, 'onAbort')
  expect(abort).toEqual({})
})

test('keyboard only in a modal: Escape asks, Tab stays inside, Enter answers', async ({ page }) => {
  const widget = await openWidget(page, { presentation: 'modal' })
  await expect(widget.getByRole('heading', { name: 'Confirm it’s you' })).toBeFocused()
  await page.keyboard.press('Escape')
  const confirm = widget.getByRole('alertdialog')
  await expect(confirm).toBeVisible()
  await expect(confirm.getByRole('button', { name: 'Continue verifying' })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(confirm.getByRole('button', { name: 'End verification' })).toBeFocused()
  // Past the last control focus wraps inside the question, never to the page behind.
  await page.keyboard.press('Tab')
  await expect(confirm.getByRole('button', { name: 'Continue verifying' })).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(confirm).toHaveCount(0)

  // Through the dialog's own controls and around again.
  const close = widget.getByRole('button', { name: 'Close' })
  const send = widget.getByRole('button', { name: 'Send code' })
  await close.focus()
  await page.keyboard.press('Tab')
  await expect(send).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(close).toBeFocused()

  await page.keyboard.press('Enter')
  await expect(confirm.getByRole('button', { name: 'Continue verifying' })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(confirm.getByRole('button', { name: 'End verification' })).toBeFocused()
  await page.keyboard.press('Enter')
  const abort = await expectTerminal(page, 'onAbort')
  expect(abort.token).toMatch(/^rt_/)
})

test('a screen chunk that fails to load shows a retry, which loads it', async ({ page }) => {
  // Every request for it fails until the shopper tries again (its preload beside the kit's groups, and the import).
  let failing = true
  await page.route(/\/assets\/OtpScreen-[\w-]+\.js(\?.*)?$/, (route) =>
    failing ? route.abort('connectionreset') : route.continue(),
  )
  // Without hints the document carries no screen: the widget fetches the one-time code's chunk.
  const widget = await openWidget(page, { hints: 'none' })
  await expect(widget.getByRole('heading', { name: 'Something went wrong' })).toBeVisible()
  const events = (await messages(page)).filter((m) => m.type === 'onEvent').map((m) => m.payload)
  expect(events).toContainEqual({ name: 'chunk_load_error', error: 'Loading chunk otp failed' })
  failing = false
  await widget.getByRole('button', { name: 'Try again' }).click()
  await expect(widget.getByRole('heading', { name: 'Confirm it’s you' })).toBeVisible()
})

test('a group of the family kit that fails to load beside the screen’s chunk shows the same retry, which loads both', async ({
  page,
}) => {
  // The document without hints carries no kit group: the one-time code's chunk waits for the groups it reads.
  let failing = true
  const asked: string[] = []
  await page.route(/\/assets\/k\d+-[\w-]+\.js(\?.*)?$/, (route) => {
    asked.push(new URL(route.request().url()).pathname)
    return failing ? route.abort('connectionreset') : route.continue()
  })
  const widget = await openWidget(page, { hints: 'none' })
  await expect(widget.getByRole('heading', { name: 'Something went wrong' })).toBeVisible()
  expect(asked.length).toBeGreaterThan(0)
  failing = false
  await widget.getByRole('button', { name: 'Try again' }).click()
  await expect(widget.getByRole('heading', { name: 'Confirm it’s you' })).toBeVisible()
  await widget.getByRole('button', { name: 'Send code' }).click()
  await expect(widget.getByRole('heading', { name: 'Enter the 6-digit code' })).toBeVisible()
})

test('after the flow has ended there is nothing to close: Escape asks nothing; the frame’s title is in the shopper’s language', async ({
  page,
}) => {
  const widget = await openWidget(page, { locale: 'sv' })
  await widget.getByRole('button', { name: 'Skicka kod' }).click()
  await widget.getByLabel('Ange den sexsiffriga koden här').fill('123456')
  await expectTerminal(page, 'onComplete')
  await expect(widget.getByRole('button', { name: 'Stäng' })).toHaveCount(0)
  await page.keyboard.press('Escape')
  await expect(widget.getByRole('alertdialog')).toHaveCount(0)
  const frame = page.frames().find((f) => f.url().includes('#'))!
  expect(await frame.title()).toBe(
    await frame.evaluate(() => document.querySelector('.dialog__logo')?.getAttribute('aria-label') ?? ''),
  )
  expect(await frame.title()).not.toBe('Identity verification')
})

test('the failure screen has one button, the spec’s for the case; closing it does the same (spec §2.3)', async ({
  page,
}) => {
  const widget = await openWidget(page, { strategy: 'bank_id_se', scenario: 'failure:session-timeout' })
  await widget.getByRole('button', { name: 'Use BankID on another device' }).click()
  await expect(widget.getByRole('heading', { name: 'Whoops, we ran out of time' })).toBeFocused()
  await expect(widget.getByRole('contentinfo').getByRole('button')).toHaveText(['Back to selection'])
  await widget.getByRole('button', { name: 'Close' }).click()
  await expect(widget.getByRole('alertdialog')).toHaveCount(0)
  expect(await expectTerminal(page, 'onComplete')).toMatchObject({
    status: 'failure',
    reason: 'session-timeout',
    token: expect.stringMatching(/^rt_/),
  })
})

test('at 200 % zoom in a 360 × 560 frame the cancel confirmation scrolls: its title and both answers can be reached', async ({
  page,
}) => {
  // 200 % zoom halves the CSS viewport: 180 × 280.
  await page.setViewportSize({ width: 180, height: 280 })
  const minted = await (
    await page.request.post('/dev/tokens', { data: { strategy: 'klapp_authenticator', locale: 'el' } })
  ).json()
  await page.goto(minted.widget_url)
  await page.getByRole('button', { name: 'Κλείσιμο' }).click()
  const confirm = page.getByRole('alertdialog')
  await expect(confirm).toBeVisible()
  for (const target of [
    confirm.getByRole('heading'),
    confirm.getByRole('button').first(),
    confirm.getByRole('button').last(),
  ]) {
    await target.scrollIntoViewIfNeeded()
    const box = (await target.boundingBox())!
    expect(box.y).toBeGreaterThanOrEqual(0)
    expect(box.y + box.height).toBeLessThanOrEqual(280 + 1)
    expect(box.x).toBeGreaterThanOrEqual(0)
    expect(box.x + box.width).toBeLessThanOrEqual(180 + 1)
  }
})

test('at 200 % zoom on a phone (180 CSS px) no button of the cancel confirmation breaks a word across lines', async ({
  page,
}) => {
  await page.setViewportSize({ width: 180, height: 560 })
  const minted = await (
    await page.request.post('/dev/tokens', { data: { strategy: 'otp_phone', locale: 'en' } })
  ).json()
  await page.goto(minted.widget_url)
  await page.getByRole('button', { name: 'Close' }).click()
  const confirm = page.getByRole('alertdialog')
  await expect(confirm).toHaveCSS('position', 'fixed')
  // A word whose letters lie on two lines has two boxes.
  const broken = await confirm.evaluate((element) =>
    [...element.querySelectorAll('button')].flatMap((button) => {
      const walker = document.createTreeWalker(button, NodeFilter.SHOW_TEXT)
      const words: string[] = []
      for (let node = walker.nextNode(); node; node = walker.nextNode())
        for (const match of node.textContent!.matchAll(/\S+/g)) {
          const range = document.createRange()
          range.setStart(node, match.index)
          range.setEnd(node, match.index + match[0].length)
          if (range.getClientRects().length > 1) words.push(match[0])
        }
      return words
    }),
  )
  expect(broken).toEqual([])
})

test('a strategy type the widget does not know never succeeds by itself; its way out, Go back to checkout, cancels with go_back', async ({
  page,
}) => {
  const minted = await (await page.request.post('/dev/tokens', { data: { strategy: 'unknown_method' } })).json()
  await page.goto(minted.widget_url)
  await expect(page.getByRole('heading', { name: 'This verification method isn’t available' })).toBeVisible()
  const state = await (await page.request.get(`/dev/sessions/${minted.session_id}`)).json()
  expect(state).toMatchObject({ strategy: 'unknown_method', status: 'in_progress' })
  await page.getByRole('button', { name: 'Go back to checkout' }).click()
  await expect
    .poll(async () => (await (await page.request.get(`/dev/sessions/${minted.session_id}`)).json()).status)
    .toBe('cancelled')
})

test('at 200 % zoom on a phone (180 CSS px) nothing needs sideways scrolling: long bank names and Finnish words wrap', async ({
  page,
}) => {
  await page.setViewportSize({ width: 180, height: 360 })
  for (const [strategy, market, locale, heading] of [
    ['bank_id_fi', 'FI', 'fi', 'Tunnistaudu pankkisi kautta'],
    ['bank_id_no', 'NO', 'nb', 'Identifiser deg med BankID'],
    ['veriff', 'SE', 'de', /./],
  ] as const) {
    const minted = await (await page.request.post('/dev/tokens', { data: { strategy, market, locale } })).json()
    await page.goto(minted.widget_url)
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
      strategy,
    ).toBeLessThanOrEqual(0)
  }
})
