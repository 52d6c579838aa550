import { expect, test, type Page } from '@playwright/test'
import { expectAccessible, expectTerminal, messages, openWidget, outsideWorld } from './demo'
import { handOff } from './handoff'
import { EDGE } from './ports'
import { sidewaysOverflow } from './sideways-overflow'

/** Norwegian BankID up to its child window: the hand-off every family shares. */
async function toBankId(page: Page) {
  const widget = await openWidget(page, { strategy: 'bank_id_no', market: 'NO' })
  await expect(widget.getByRole('heading', { name: 'Identify with BankID' })).toBeVisible()
  return widget
}

const waiting = 'Continue in the window we opened for BankID'

test.describe('the child-window bridge', () => {
  test('the child goes through the edge’s hand-off page to the partner, and back through the return page, which closes itself', async ({
    page,
  }) => {
    const widget = await toBankId(page)
    const seen: string[] = []
    // Every page the child window shows, in order.
    page
      .context()
      .on(
        'request',
        (r) =>
          r.isNavigationRequest() &&
          r.resourceType() === 'document' &&
          seen.push(new URL(r.url()).origin + new URL(r.url()).pathname),
      )
    const partner = await handOff(page, () => widget.getByRole('button', { name: /BankID app/ }).click())
    await expect(widget.getByRole('heading', { name: waiting })).toBeFocused()
    await expect(widget.getByRole('status')).toHaveText('Waiting for BankID…')
    await expectAccessible(page)
    expect(seen[0]).toBe(`${EDGE}/handoff/open`)
    // The launch nonce stays out of the partner's sight: the hand-off page drops its fragment before it goes on.
    expect(partner.child.url()).not.toContain('#')
    await partner.approve('Identify')
    await partner.closesItself()
    expect(seen).toContain(`${EDGE}/handoff/return`)
    expect(await expectTerminal(page, 'onComplete')).toMatchObject({
      status: 'success',
      token: expect.stringMatching(/^rt_/),
    })
  })

  test('a blocked popup: the plain link opens the same page, and the same flow goes on', async ({ page }) => {
    // The browser's popup blocker, in the widget's frame only: window.open gives nothing.
    await page.addInitScript((edge) => {
      if (location.origin === edge) window.open = () => null
    }, EDGE)
    const widget = await toBankId(page)
    await widget.getByRole('button', { name: /Code device/ }).click()
    await expect(widget.getByRole('heading', { name: 'Your browser blocked the new window' })).toBeFocused()
    await expectAccessible(page)
    const link = widget.getByRole('link', { name: 'Open BankID (opens in a new window)' })
    await expect(link).toHaveAttribute('target', 'idv-handoff')
    const partner = await handOff(page, () => link.click())
    await expect(widget.getByRole('heading', { name: waiting })).toBeVisible()
    await partner.approve('Identify')
    expect(await expectTerminal(page, 'onComplete')).toMatchObject({ status: 'success' })
  })

  test('a child the shopper closes: the widget says so, opens it again, and the flow completes', async ({ page }) => {
    const widget = await toBankId(page)
    const first = await handOff(page, () => widget.getByRole('button', { name: /BankID app/ }).click())
    await first.child.close()
    await expect(widget.getByRole('heading', { name: 'The window was closed' })).toBeFocused()
    await expect(
      widget.getByText('The BankID window was closed before you finished. Open it again, or choose another method.'),
    ).toBeVisible()
    await expectAccessible(page)
    const again = await handOff(page, () => widget.getByRole('button', { name: 'Open BankID again' }).click())
    await expect(widget.getByRole('heading', { name: waiting })).toBeVisible()
    await again.approve('Identify')
    expect(await expectTerminal(page, 'onComplete')).toMatchObject({ status: 'success' })
  })

  test('a child that never posts back: the session’s status still ends the flow, and the widget closes the child', async ({
    page,
  }) => {
    const widget = await toBankId(page)
    const partner = await handOff(page, () => widget.getByRole('button', { name: /BankID app/ }).click())
    // BankID's page is done, but nothing comes back through the return page: only the session knows.
    await outsideWorld(page).send({ outcome: 'reject', reason: 'user-mismatch' })
    await expect(widget.getByRole('heading', { name: 'The details don’t match' })).toBeVisible()
    await expect.poll(() => partner.child.isClosed()).toBe(true)
    await widget.getByRole('button', { name: 'Go back to checkout' }).click()
    expect(await expectTerminal(page, 'onComplete')).toMatchObject({ status: 'failure', reason: 'user-mismatch' })
  })

  test('forged messages, from another origin or from a window the widget did not open, are ignored and never acknowledged', async ({
    page,
  }) => {
    const widget = await toBankId(page)
    const partner = await handOff(page, () => widget.getByRole('button', { name: /BankID app/ }).click())
    await expect(widget.getByRole('status')).toHaveText('Waiting for BankID…')
    const forged = { protocol: 'idv-handoff', version: 1, id: 'forged', type: 'returned' }

    // The checkout page (another origin) speaks to the widget's frame directly.
    await page.evaluate((message) => {
      ;(window as unknown as { acks: unknown[] }).acks = []
      addEventListener('message', (e) => (window as unknown as { acks: unknown[] }).acks.push(e.data))
      document.querySelector('iframe')!.contentWindow!.postMessage(message, '*')
    }, forged)

    // A window on the edge's own origin, but opened by the checkout, not by the widget.
    const [stranger] = await Promise.all([
      page.waitForEvent('popup'),
      page.evaluate((edge) => void window.open(`${edge}/handoff/open`, 'stranger'), EDGE),
    ])
    await stranger.waitForLoadState()
    await stranger.evaluate((message) => {
      ;(window as unknown as { acks: unknown[] }).acks = []
      addEventListener('message', (e) => (window as unknown as { acks: unknown[] }).acks.push(e.data))
      window.opener.frames[0].postMessage(message, '*')
    }, forged)

    await page.waitForTimeout(1500)
    await expect(widget.getByRole('status')).toHaveText('Waiting for BankID…')
    const acks = (p: Page) =>
      p.evaluate(() => (window as unknown as { acks: Array<{ type?: string }> }).acks.filter((m) => m?.type === 'ack'))
    expect(await acks(page)).toEqual([])
    expect(await acks(stranger)).toEqual([])
    expect((await messages(page)).filter((m) => m.type !== 'onEvent')).toEqual([])

    // The real child still finishes the flow.
    await partner.approve('Identify')
    expect(await expectTerminal(page, 'onComplete')).toMatchObject({ status: 'success' })
  })

  test('a reload while the child is open resumes on the hand-off, and the child’s return still lands', async ({
    page,
  }) => {
    const widget = await toBankId(page)
    const partner = await handOff(page, () => widget.getByRole('button', { name: /BankID app/ }).click())
    await expect(widget.getByRole('heading', { name: waiting })).toBeVisible()
    const starts: string[] = []
    page.on('request', (r) => r.url().endsWith('/strategies/bank_id_no/start') && starts.push(r.url()))
    await page
      .frames()
      .find((f) => f.url().includes('#'))!
      .evaluate(() => location.reload())
    await expect(widget.getByRole('heading', { name: waiting })).toBeVisible()
    await expect(widget.getByText('If you closed that window, you can open BankID again.')).toBeVisible()
    await expect(widget.getByRole('heading', { name: 'Identify with BankID' })).toHaveCount(0)
    await expectAccessible(page)
    // The old child comes back to the reloaded frame, which it still has as its opener.
    await partner.approve('Identify')
    await partner.closesItself()
    expect(await expectTerminal(page, 'onComplete')).toMatchObject({ status: 'success' })
    expect(starts).toEqual([])
  })

  test('Cancel closes the child and goes back to the choice; closing the dialog mid-hand-off ends the session and the child', async ({
    page,
  }) => {
    const widget = await toBankId(page)
    const first = await handOff(page, () => widget.getByRole('button', { name: /BankID app/ }).click())
    await widget.getByRole('button', { name: 'Cancel', exact: true }).click()
    await expect(widget.getByRole('heading', { name: 'Identify with BankID' })).toBeFocused()
    await expect.poll(() => first.child.isClosed()).toBe(true)
    await outsideWorld(page).waitsOn('nothing waiting')

    const second = await handOff(page, () => widget.getByRole('button', { name: /BankID app/ }).click())
    await widget.getByRole('button', { name: 'Close' }).click()
    const confirm = widget.getByRole('alertdialog', { name: 'Stop identifying with BankID?' })
    await confirm.getByRole('button', { name: 'End verification' }).click()
    expect(await expectTerminal(page, 'onAbort')).toMatchObject({
      reason: 'go_back',
      token: expect.stringMatching(/^rt_/),
    })
    await expect.poll(() => second.child.isClosed()).toBe(true)
  })

  test('the return page opened by hand, with nobody to tell, says what to do in the browser’s language', async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale: 'sv-SE' })
    const page = await context.newPage()
    await page.goto(`${EDGE}/handoff/return?code=x`)
    await expect(page.getByRole('heading', { name: 'Du kan stänga det här fönstret' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Stäng' })).toBeVisible()
    expect(page.url()).toBe(`${EDGE}/handoff/return`)
    const { default: AxeBuilder } = await import('@axe-core/playwright')
    expect(
      (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze())
        .violations,
    ).toEqual([])
    await context.close()
  })

  test('the stand-in page’s cancel: the widget says the shopper did not finish and offers to open it again', async ({
    page,
  }) => {
    const widget = await toBankId(page)
    const partner = await handOff(page, () => widget.getByRole('button', { name: /BankID app/ }).click())
    await partner.cancel()
    await expect(widget.getByRole('heading', { name: 'You didn’t finish at BankID' })).toBeVisible()
    await expectAccessible(page)
    const again = await handOff(page, () => widget.getByRole('button', { name: 'Open BankID again' }).click())
    await again.reject('user-interaction')
    await expect(widget.getByRole('heading', { name: 'The identification was cancelled' })).toBeVisible()
  })
})

test('the hand-off page reflows at 200 % zoom on a phone (180 CSS px): nothing past its sides, in both themes', async ({
  browser,
}) => {
  for (const colorScheme of ['light', 'dark'] as const) {
    const page = await browser.newPage({ viewport: { width: 180, height: 370 }, deviceScaleFactor: 2, colorScheme })
    // Opened by nobody: it says the shopper can close it, with its Close button (the widest thing on it).
    await page.goto(`${EDGE}/handoff/open#n=x&l=fi`)
    await expect(page.getByRole('button')).toBeVisible()
    expect(await page.evaluate(sidewaysOverflow)).toBeLessThanOrEqual(0)
    await page.close()
  }
})
