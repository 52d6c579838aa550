import { expect, test } from '@playwright/test'
import { expectAccessible, expectTerminal, messages, openWidget, outsideWorld, noticeError } from './demo'

test.describe('approval in the app (klapp_authenticator)', () => {
  test('the request goes to the phone as the screen opens; approving there completes', async ({ page }) => {
    const widget = await openWidget(page, { strategy: 'klapp_authenticator' })
    await expect(widget.getByRole('heading', { name: 'Approve in the app' })).toBeFocused()
    await expect(widget.getByText('Waiting for your approval…')).toBeVisible()
    await expect(widget.getByText('This usually takes less than a minute.')).toBeVisible()
    await expect(widget.getByText(/You can send the request again in \d+ seconds/)).toBeVisible()
    await expectAccessible(page)
    const world = outsideWorld(page)
    await world.waitsOn('provider’s app')
    await world.press('Approve')
    expect(await expectTerminal(page, 'onComplete')).toMatchObject({
      status: 'success',
      token: expect.stringMatching(/^rt_/),
    })
  })

  test('a request dismissed in the app can be sent again; declining ends with rdl-session-rejected', async ({
    page,
  }) => {
    const widget = await openWidget(page, { strategy: 'klapp_authenticator' })
    const world = outsideWorld(page)
    await world.waitsOn('provider’s app')
    await world.press('Dismiss')
    await expect(widget.getByRole('heading', { name: 'The request wasn’t approved' })).toBeVisible()
    await expectAccessible(page)
    await widget.getByRole('button', { name: 'Send a new request' }).click()
    await expect(widget.getByText('Waiting for your approval…')).toBeVisible()
    await world.waitsOn('provider’s app')
    await world.reject('rdl-session-rejected')
    await expect(widget.getByRole('heading', { name: 'The request was declined in the app' })).toBeVisible()
    await widget.getByRole('button', { name: 'Go back to checkout' }).click()
    expect(await expectTerminal(page, 'onComplete')).toMatchObject({
      status: 'failure',
      reason: 'rdl-session-rejected',
    })
  })

  test('a reload while waiting does not send a second request, and still completes', async ({ page }) => {
    const widget = await openWidget(page, { strategy: 'klapp_authenticator' })
    await expect(widget.getByText('Waiting for your approval…')).toBeVisible()
    const starts: string[] = []
    page.on('request', (r) => r.url().endsWith('/strategies/klapp_authenticator/start') && starts.push(r.url()))
    await page
      .frames()
      .find((f) => f.url().includes('#'))!
      .evaluate(() => location.reload())
    await expect(widget.getByText('Waiting for your approval…')).toBeVisible()
    await outsideWorld(page).press('Approve')
    expect(await expectTerminal(page, 'onComplete')).toMatchObject({ status: 'success' })
    expect(starts).toEqual([])
  })

  test('closing mid-wait asks with the app illustration, then cancels once', async ({ page }) => {
    const widget = await openWidget(page, { strategy: 'klapp_authenticator' })
    await expect(widget.getByText('Waiting for your approval…')).toBeVisible()
    await widget.getByRole('button', { name: 'Close' }).click()
    const confirm = widget.getByRole('alertdialog', { name: 'Stop approving in the app?' })
    await expect(confirm.locator('svg.illustration')).toBeVisible()
    await confirm.getByRole('button', { name: 'End verification' }).click()
    expect(await expectTerminal(page, 'onAbort')).toMatchObject({ reason: 'go_back' })
    expect((await messages(page)).filter((m) => m.type !== 'onEvent')).toHaveLength(1)
  })
})

test.describe('passcode (global-passcode)', () => {
  test('keyboard only: the passcode field takes focus, a wrong one says how many tries are left, the right one completes', async ({
    page,
  }) => {
    const widget = await openWidget(page, { strategy: 'global_passcode' })
    const field = widget.getByLabel('Passcode', { exact: true })
    await expect(field).toBeFocused()
    await expect(field).toHaveAttribute('type', 'password')
    await expect(field).toHaveAttribute('autocomplete', 'off')
    await expect(field).toHaveAttribute('inputmode', 'numeric')
    await expectAccessible(page)
    await page.keyboard.type('0000')
    await expect(noticeError(widget)).toHaveText('That passcode isn’t right. You have 2 attempts left.')
    await expect(field).toHaveValue('')
    await expect(field).toBeFocused()
    await page.keyboard.type('0001')
    await expect(noticeError(widget)).toHaveText('That passcode isn’t right. You have 1 attempt left.')
    await expectAccessible(page)
    await page.keyboard.type('1357')
    expect(await expectTerminal(page, 'onComplete')).toMatchObject({ status: 'success' })
  })

  test('three wrong passcodes end with too-many-attempts', async ({ page }) => {
    const widget = await openWidget(page, { strategy: 'global_passcode' })
    const field = widget.getByLabel('Passcode', { exact: true })
    for (const code of ['0000', '0001', '0002']) {
      await expect(field).toBeEditable()
      await field.fill(code)
    }
    await expect(widget.getByRole('heading', { name: 'Too many wrong passcodes' })).toBeVisible()
    await widget.getByRole('button', { name: 'Go back to checkout' }).click()
    expect(await expectTerminal(page, 'onComplete')).toMatchObject({ status: 'failure', reason: 'too-many-attempts' })
  })

  test('“Forgot your passcode?” moves to the session’s next strategy', async ({ page }) => {
    const widget = await openWidget(page, { strategy: 'global_passcode', next: 'klapp_authenticator' })
    await widget.getByRole('button', { name: 'Forgot your passcode?' }).click()
    await expect(widget.getByRole('heading', { name: 'Approve in the app' })).toBeVisible()
    // Focus lands on the new strategy's heading, not on the page body.
    await expect(widget.getByRole('heading', { name: 'Approve in the app' })).toBeFocused()
  })

  test('“Forgot your passcode?” to a hand-off: the kit the passcode’s document lacks loads with the next screen, each group once, and its window opens', async ({
    page,
  }) => {
    const groups: string[] = []
    page.on('request', (r) => {
      const path = new URL(r.url()).pathname
      if (/^\/assets\/k\d+-/.test(path)) groups.push(path)
    })
    const widget = await openWidget(page, { strategy: 'global_passcode', next: 'bank_id_no' })
    await widget.getByRole('button', { name: 'Forgot your passcode?' }).click()
    await expect(widget.getByRole('heading', { name: 'Identify with BankID' })).toBeFocused()
    // The hand-off kit came with it (the passcode's document carries none of it), and nothing twice.
    expect(groups.length).toBeGreaterThan(2)
    expect(new Set(groups).size).toBe(groups.length)
    const opened = page.waitForEvent('popup')
    await widget.getByRole('button', { name: /BankID app/ }).click()
    await (await opened).waitForURL(/\/partner\//)
    await expect(widget.getByRole('heading', { name: /BankID/ })).toBeVisible()
  })

  test('“Forgot your passcode?” to bank login: its stylesheet, which the passcode’s document lacks, comes with every family’s entry', async ({
    page,
  }) => {
    const sheets: string[] = []
    page.on('request', (r) => {
      const path = new URL(r.url()).pathname
      if (path.startsWith('/assets/styles-')) sheets.push(path)
    })
    const widget = await openWidget(page, { strategy: 'global_passcode', next: 'bank_login' })
    await widget.getByRole('button', { name: 'Forgot your passcode?' }).click()
    // The start step's assurances, ticked by the family's own rules (widget/screens/bank-login/styles.css).
    const assurances = widget.getByRole('list').first()
    await expect(assurances).toHaveCSS('list-style-type', 'none')
    expect(sheets).toContainEqual(expect.stringMatching(/^\/assets\/styles-bank-login-\w+\.css$/))
    // The kit's rules (`strategy`) are the passcode's too, inline in its document: never fetched.
    expect(sheets.filter((path) => path.startsWith('/assets/styles-strategy-'))).toEqual([])
  })

  test('“Forgot your passcode?” when every family’s registry cannot load: the switch offers to try again, which loads it once and goes on', async ({
    page,
  }) => {
    // The passcode's document knows its own family only; the next one's entry comes with every family's (a chunk).
    let failing = true
    const asked: string[] = []
    await page.route(/\/assets\/family-registry-[\w-]+\.js(\?.*)?$/, (route) => {
      asked.push(route.request().url())
      return failing ? route.abort('connectionreset') : route.continue()
    })
    const widget = await openWidget(page, { strategy: 'global_passcode', next: 'klapp_authenticator' })
    await expect(widget.getByRole('button', { name: 'Forgot your passcode?' })).toBeVisible()
    await widget.getByRole('button', { name: 'Forgot your passcode?' }).click()
    const retry = widget.getByRole('button', { name: 'Try again' })
    await expect(retry).toBeVisible()
    failing = false
    await retry.click()
    await expect(widget.getByRole('heading', { name: 'Approve in the app' })).toBeFocused()
    // Asked after the first screen (a prefetch), at the switch, and again with a new URL after the failure.
    expect(asked.at(-1)).toMatch(/\?retry=\d+$/)
  })

  test('a reload after “Forgot your passcode?” comes back to the app approval, whose entry the passcode’s document lacks, and completes', async ({
    page,
  }) => {
    const widget = await openWidget(page, { strategy: 'global_passcode', next: 'klapp_authenticator' })
    await widget.getByRole('button', { name: 'Forgot your passcode?' }).click()
    await expect(widget.getByRole('heading', { name: 'Approve in the app' })).toBeVisible()
    await page
      .frames()
      .find((f) => f.url().includes('#'))!
      .evaluate(() => location.reload())
    // The reloaded document is the passcode's again; the session says it has moved on, to a family whose entry
    // comes with every family's (family-registry.ts).
    await expect(widget.getByRole('heading', { name: 'Approve in the app' })).toBeVisible()
    await outsideWorld(page).press('Approve')
    expect(await expectTerminal(page, 'onComplete')).toMatchObject({ status: 'success' })
  })

  test('the passcode goes only to the session server, in a request body', async ({ page }) => {
    const leaks: string[] = []
    page.on('request', (r) => {
      const where = `${r.url()} ${JSON.stringify(r.headers())}`
      const body = r.postData() ?? ''
      if (where.includes('9642') || (body.includes('9642') && !r.url().includes('/v1/sessions/'))) leaks.push(r.url())
    })
    const widget = await openWidget(page, { strategy: 'global_passcode' })
    await widget.getByLabel('Passcode', { exact: true }).fill('9642')
    await expect(noticeError(widget)).toContainText('That passcode isn’t right.')
    await page.goto('about:blank')
    expect(leaks).toEqual([])
  })
})
