import { expect, test, type Page, type Request } from '@playwright/test'
import { expectTerminal, messages, openWidget } from './demo'
import { EDGE } from './ports'

/**
 * The first screen in one round trip (docs/architecture.md "Budgets"): the widget URL's
 * hints name the document the edge answers, and what the first screen shows
 * comes with it. Without hints, or with hints that disagree with the token,
 * the widget fetches what it lacks and shows the same screen.
 */

/** Every request the widget's frame makes to the edge, in order. */
function edgeRequests(page: Page) {
  const seen: Request[] = []
  page.on('request', (r) => {
    if (r.url().startsWith(EDGE) && r.frame() !== page.mainFrame()) seen.push(r)
  })
  return {
    paths: () => seen.map((r) => new URL(r.url()).pathname),
    /** What the screen's text and code cost beyond the document. */
    fetchedForFirstScreen: () => seen.map((r) => new URL(r.url()).pathname).filter(isScreenOrText),
  }
}

// The held-back pieces' stylesheet is theirs, not a screen's: fetched with them after the first screen.
const isScreenOrText = (path: string) =>
  path.startsWith('/v1/text/') || /^\/assets\/(OtpScreen|BankIdSeScreen|styles-(?!held-back))/.test(path)

/** The text and screen requests the widget's frame started before its first screen was drawn (its `idv-first-screen` mark). */
async function fetchedBeforeFirstScreen(page: Page): Promise<string[]> {
  const frame = page.frames().find((f) => f.url().startsWith(EDGE))!
  // A prerendered heading shows before the widget draws: wait for the widget's own first screen. Polled on a
  // timer: a frame out of view gets no animation frames, Playwright's default polling (CI hung on it for 30 s).
  await frame.waitForFunction(() => performance.getEntriesByName('idv-first-screen').length > 0, undefined, {
    polling: 50,
  })
  const paths = await frame.evaluate(() => {
    const drawn = performance.getEntriesByName('idv-first-screen')[0]!.startTime
    return performance
      .getEntriesByType('resource')
      .filter((e) => e.startTime < drawn)
      .map((e) => new URL(e.name).pathname)
  })
  return paths.filter(isScreenOrText)
}

test('the one-time code from one document: no text or screen request before the first screen, then the whole flow', async ({
  page,
}) => {
  const edge = edgeRequests(page)
  const widget = await openWidget(page, { locale: 'sv' })
  await expect(widget.getByRole('heading', { name: 'Bekräfta att det är du' })).toBeVisible()
  expect(edge.paths()[0]).toBe('/')
  expect(await fetchedBeforeFirstScreen(page)).toEqual([])
  const src = new URL((await page.locator('#widget iframe').getAttribute('src'))!)
  // The first screen's hints, and the merchant whose checkout may frame it (docs/merchants.md).
  expect(src.search).toBe('?l=sv&s=otp&m=demo-checkout')

  await widget.getByRole('button', { name: 'Skicka kod' }).click()
  await widget.getByLabel('Ange den sexsiffriga koden här').fill('123456')
  expect(await expectTerminal(page, 'onComplete')).toMatchObject({ status: 'success' })
  // Fetched only after the first screen: the complete text, for the pieces held back (failure screen, cancel
  // confirmation), and their stylesheet; the input step came with the family's module.
  expect(edge.fetchedForFirstScreen()).toEqual(['/v1/text/sv'])
  expect(edge.paths().filter((p) => p.startsWith('/assets/styles-'))).toEqual([
    expect.stringMatching(/^\/assets\/styles-held-back-\w+\.css$/),
  ])
})

test('the consent route from one document, then the strategy', async ({ page }) => {
  const edge = edgeRequests(page)
  const widget = await openWidget(page, { requireConsent: true })
  await expect(widget.getByRole('heading', { name: 'Verify your identity' })).toBeVisible()
  expect(await fetchedBeforeFirstScreen(page)).toEqual([])
  await widget.getByRole('button', { name: 'Continue' }).click()
  await expect(widget.getByRole('heading', { name: 'Confirm it’s you' })).toBeVisible()
  expect(edge.fetchedForFirstScreen().filter((p) => p.startsWith('/assets/'))).toEqual([])
})

test('a second screen type (BankID) from one document, its stylesheets inline', async ({ page }) => {
  const edge = edgeRequests(page)
  const widget = await openWidget(page, { strategy: 'bank_id_se', locale: 'sv' })
  await expect(widget.getByRole('heading', { name: 'Identifiera dig med Mobilt BankID' })).toBeVisible()
  expect(await fetchedBeforeFirstScreen(page)).toEqual([])
  expect(edge.fetchedForFirstScreen().filter((p) => p.startsWith('/assets/'))).toEqual([])
})

test('hints that disagree with the token cost a request, never the wrong screen', async ({ page }) => {
  // The demo hands over ?l=de&s=bank-id-se for an English one-time code.
  const widget = await openWidget(page, { locale: 'en', hints: 'other' })
  await expect(widget.getByRole('heading', { name: 'Confirm it’s you' })).toBeVisible()
  expect(new URL((await page.locator('#widget iframe').getAttribute('src'))!).search).toBe(
    '?l=de&s=bank-id-se&m=demo-checkout',
  )
  expect(await fetchedBeforeFirstScreen(page)).toEqual(
    expect.arrayContaining([expect.stringMatching(/^\/v1\/text\/en$/), expect.stringMatching(/^\/assets\/OtpScreen-/)]),
  )
  await widget.getByRole('button', { name: 'Send code' }).click()
  await widget.getByLabel('Enter the 6-digit code here').fill('123456')
  expect(await expectTerminal(page, 'onComplete')).toMatchObject({ status: 'success' })
  // The document's own (German) text never showed.
  expect(await widget.locator('html').getAttribute('lang')).toBe('en')
})

test('without hints the widget fetches its text and screen, and shows the same screen', async ({ page }) => {
  const widget = await openWidget(page, { locale: 'sv', hints: 'none' })
  await expect(widget.getByRole('heading', { name: 'Bekräfta att det är du' })).toBeVisible()
  expect(await fetchedBeforeFirstScreen(page)).toEqual(
    expect.arrayContaining([expect.stringMatching(/^\/v1\/text\/sv$/), expect.stringMatching(/^\/assets\/OtpScreen-/)]),
  )
})

test('a bad token with hints still shows the failure screen and completes with Invalid token details', async ({
  page,
}) => {
  await page.goto('/')
  await page.evaluate((url) => {
    const done: unknown[] = []
    Object.assign(window, { done })
    ;(window as unknown as { IdvWidget: { open(o: object): void } }).IdvWidget.open({
      widgetUrl: url,
      container: 'widget',
      onComplete: (p: unknown) => done.push(p),
    })
  }, `${EDGE}/?l=sv&s=otp#not-a-token`)
  const widget = page.frameLocator('#widget iframe')
  // No token, no locale: the browser's (English here), and the generic text.
  await expect(widget.getByRole('heading', { name: 'We couldn’t complete the purchase' })).toBeVisible()
  await widget.getByRole('button', { name: 'Go back to checkout' }).click()
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { done: unknown[] }).done))
    .toEqual([expect.objectContaining({ status: 'failure', error: 'Invalid token details' })])
})

test('the cancel confirmation, held back from the first screen, works on first use on a slow connection', async ({
  page,
  context,
}) => {
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 400,
    downloadThroughput: 50_000,
    uploadThroughput: 50_000,
  })
  // The held-back chunk and its stylesheet are on their way as the first screen shows; here they are kept
  // on their way until the shopper has tapped, so the tap is surely their first use.
  let tapped!: () => void
  const tap = new Promise<void>((resolve) => (tapped = resolve))
  let heldBackArrived = false
  await page.route(/\/assets\/(after-first-screen|styles-held-back)-[\w-]+\.(js|css)/, async (route) => {
    await tap
    await route.continue()
  })
  page.on('requestfinished', (r) => {
    if (/\/assets\/after-first-screen-/.test(r.url())) heldBackArrived = true
  })
  const widget = await openWidget(page)
  await expect(widget.getByRole('heading', { name: 'Confirm it’s you' })).toBeVisible({ timeout: 20_000 })
  await widget.getByRole('button', { name: 'Close' }).click()
  expect(heldBackArrived).toBe(false)
  tapped()
  const confirm = widget.getByRole('alertdialog', { name: 'Stop confirming it’s you?' })
  await expect(confirm).toBeVisible({ timeout: 10_000 })
  // It shows only with its own rules: a sheet over the dialog, not a block under it.
  await expect(confirm).toHaveCSS('position', 'fixed')
  await expect(confirm.getByRole('button', { name: 'Continue verifying' })).toBeFocused()
  await confirm.getByRole('button', { name: 'Continue verifying' }).click()
  await expect(confirm).toHaveCount(0)
  await widget.getByRole('button', { name: 'Close' }).click()
  await widget.getByRole('alertdialog').getByRole('button', { name: 'End verification' }).click()
  const abort = await expectTerminal(page, 'onAbort')
  expect(abort).toMatchObject({ reason: 'go_back', token: expect.stringMatching(/^rt_/) })
  expect((await messages(page)).filter((m) => m.type === 'onAbort')).toHaveLength(1)
})
