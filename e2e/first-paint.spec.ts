import { expect, test, type Frame, type Page } from '@playwright/test'
import { FAMILY_SESSIONS } from './family-sessions'
import { frameWidget } from './frame-widget'
import { DEMO } from './ports'

/**
 * The first screen painted from the document's first bytes (docs/architecture.md
 * "Budgets"): the first step's markup, rendered at build time, shows before
 * any of the widget's code has run, and the widget hydrates it. These run on
 * a slow network and a slow CPU, so there is a real window between the
 * markup and its code, and act in it as a shopper would.
 */

/**
 * What the widget's frame saw from its first moment: every heading it showed, whether the first one was
 * kept, and whether the first was drawn before the widget's code ran (seen here, in the frame that drew
 * it: a test asking from outside, on a busy machine, may ask too late).
 */
function watchHeadings() {
  const seen: string[] = []
  let first: Element | null = null
  let paintedBeforeCode = false
  const look = () => {
    // The first step shown may be an alternative beside the root until hydration (a session without a first name).
    const h1 = [...document.querySelectorAll('h1')].find((h) => h.getClientRects().length)
    if (h1) {
      if (!first) paintedBeforeCode = !document.documentElement.hasAttribute('data-idv-live')
      first ??= h1
      const text = h1.textContent ?? ''
      if (seen.at(-1) !== text) seen.push(text)
    }
    requestAnimationFrame(look)
  }
  requestAnimationFrame(look)
  Object.assign(window, {
    __headings: seen,
    __sameHeading: () => first === document.querySelector('h1'),
    __paintedBeforeCode: () => paintedBeforeCode,
  })
}

interface Opened {
  frame: Frame
  /** The session calls the widget made, as `METHOD path`. */
  calls: string[]
  /** Lifts the network's throttling: the rest of the document (its code) arrives at once. */
  release: () => Promise<void>
}

/**
 * Mints a session and frames its widget URL in a page of another origin, on
 * a network slow enough (and a CPU slow enough) that the document's markup
 * is painted well before its script has arrived and run.
 */
async function openSlowly(
  page: Page,
  data: Record<string, unknown>,
  { bytesPerSecond = 12_000, cpu = 4 } = {},
): Promise<Opened> {
  await page.context().addInitScript(watchHeadings)
  await page.goto(`${DEMO}/dev/strategies`)
  const answer = await page.request.post(`${DEMO}/dev/tokens`, { data: { first_name: 'Jane', ...data } })
  expect(answer.status()).toBe(201)
  const { widget_url } = (await answer.json()) as { widget_url: string }
  const calls: string[] = []
  page.context().on('request', (r) => {
    if (r.url().includes('/strategies/') && !r.url().startsWith(DEMO) && r.method() !== 'OPTIONS')
      calls.push(`${r.method()} ${new URL(r.url()).pathname.replace(/^.*\/strategies\//, '')}`)
  })
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  const network = (throughput: number) =>
    cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: throughput,
      uploadThroughput: throughput,
    })
  await network(bytesPerSecond)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu })
  const frame = await frameWidget(page, widget_url)
  return { frame, calls, release: async () => void (await network(10_000_000)) }
}

/**
 * Slow enough that the document's markup (its first 6.4 KB at most) paints within a few seconds and its
 * code would take a quarter of a minute more: the window to act in is the test's, however busy the machine, until
 * it releases the rest.
 */
const CRAWL = { bytesPerSecond: 2_000, cpu: 4 }

const live = (frame: Frame) => frame.evaluate(() => document.documentElement.hasAttribute('data-idv-live'))

test.describe('the prerendered first step', () => {
  test.setTimeout(60_000)

  test('paints before its code, and a tap then is carried out once, however many came', async ({ page }) => {
    const { frame, calls, release } = await openSlowly(page, { strategy: 'otp_phone', locale: 'en' }, CRAWL)
    const send = frame.getByRole('button', { name: 'Send code' })
    await expect(send).toBeVisible({ timeout: 20_000 })
    // The markup is there and painted, with the shopper's name; the code is not yet.
    await expect(frame.getByRole('heading', { name: 'Confirm it’s you, Jane' })).toBeVisible()
    expect(await live(frame)).toBe(false)
    await send.click()
    // Shown in progress at once, and held.
    await expect(send).toHaveAttribute('aria-busy', 'true')
    expect(await live(frame)).toBe(false)
    await send.click()
    await send.click()
    expect(await live(frame)).toBe(false)
    await release()
    // Carried out once the widget is ready: the code goes out once, and the next step shows.
    await expect(frame.getByRole('heading', { name: 'Enter the 6-digit code' })).toBeVisible({ timeout: 20_000 })
    await page.waitForTimeout(500)
    expect(calls.filter((c) => c === 'POST otp_phone/start')).toHaveLength(1)
    // Hydrated, not drawn again: the heading the shopper first saw was the widget's own from then on.
    // (The name is the stylesheet's until then: drawn, and read out, but not in the heading's text.)
    const headings = await frame.evaluate(() => (window as unknown as { __headings: string[] }).__headings)
    expect(headings.slice(0, 2)).toEqual(['Confirm it’s you, ', 'Confirm it’s you, Jane'])
    expect(headings.at(-1)).toBe('Enter the 6-digit code')
  })

  test('a session without a first name gets the step written for it, painted and hydrated the same way', async ({
    page,
  }) => {
    const { frame, calls, release } = await openSlowly(
      page,
      { strategy: 'otp_phone', locale: 'en', first_name: undefined },
      CRAWL,
    )
    const send = frame.getByRole('button', { name: 'Send code' })
    await expect(frame.getByRole('heading', { name: 'Confirm it’s you', exact: true })).toBeVisible({ timeout: 20_000 })
    expect(await live(frame)).toBe(false)
    await send.click()
    await expect(send).toHaveAttribute('aria-busy', 'true')
    expect(await live(frame)).toBe(false)
    await release()
    await expect(frame.getByRole('heading', { name: 'Enter the 6-digit code' })).toBeVisible({ timeout: 20_000 })
    expect(calls.filter((c) => c === 'POST otp_phone/start')).toHaveLength(1)
    const headings = await frame.evaluate(() => (window as unknown as { __headings: string[] }).__headings)
    expect(headings[0]).toBe('Confirm it’s you')
  })

  test('keeps what was typed into it before its code was ready', async ({ page }) => {
    const { frame, calls, release } = await openSlowly(page, { strategy: 'global_passcode', locale: 'en' }, CRAWL)
    const field = frame.locator('input[type=password]')
    await expect(field).toBeVisible({ timeout: 20_000 })
    expect(await live(frame)).toBe(false)
    await field.click()
    await page.keyboard.type('1357')
    expect(await live(frame)).toBe(false)
    await release()
    // The widget, once ready, takes the four digits as typed: they complete the passcode, once, and it is accepted.
    await expect.poll(() => live(frame), { timeout: 20_000 }).toBe(true)
    await expect
      .poll(() => calls.filter((c) => c === 'POST global_passcode/verify').length, { timeout: 10_000 })
      .toBe(1)
    await expect(frame.getByRole('heading', { name: /all set/i })).toBeVisible({ timeout: 10_000 })
  })

  test('a reload that resumes on a later step never shows the first step', async ({ page }) => {
    const { frame } = await openSlowly(
      page,
      { strategy: 'otp_phone', locale: 'en' },
      { bytesPerSecond: 200_000, cpu: 1 },
    )
    await frame.getByRole('button', { name: 'Send code' }).click()
    await expect(frame.getByRole('heading', { name: 'Enter the 6-digit code' })).toBeVisible({ timeout: 20_000 })
    await Promise.all([frame.waitForNavigation(), frame.evaluate(() => location.reload())])
    await expect(frame.getByRole('heading', { name: 'Enter the 6-digit code' })).toBeVisible({ timeout: 20_000 })
    const headings = await frame.evaluate(() => (window as unknown as { __headings: string[] }).__headings)
    expect(headings.filter((h) => h.startsWith('Confirm it’s you'))).toEqual([])
  })
})

test.describe('every family’s first screen from its prerendered document, with script slowed', () => {
  test.setTimeout(60_000)
  for (const { strategy, market, locale = 'en', heading } of FAMILY_SESSIONS)
    test(`${strategy}${market ? ` (${market})` : ''}`, async ({ page }) => {
      const errors: string[] = []
      page.on('pageerror', (e) => errors.push(e.message))
      page.on(
        'console',
        (m) => m.type() === 'error' && !/Failed to load resource/.test(m.text()) && errors.push(m.text()),
      )
      const { frame } = await openSlowly(
        page,
        { strategy, locale, ...(market && { market }) },
        { bytesPerSecond: 25_000, cpu: 4 },
      )
      await expect(frame.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: 20_000 })
      await expect.poll(() => live(frame), { timeout: 20_000 }).toBe(true)
      // Painted from the markup before the code ran, then hydrated: the very heading the shopper saw is the widget's.
      expect(
        await frame.evaluate(() => (window as unknown as { __paintedBeforeCode: () => boolean }).__paintedBeforeCode()),
      ).toBe(true)
      expect(await frame.evaluate(() => (window as unknown as { __sameHeading: () => boolean }).__sameHeading())).toBe(
        true,
      )
      expect(
        await frame.evaluate(
          () =>
            document.documentElement.hasAttribute('data-idv-stale') || !!document.querySelector('[data-idv-fallback]'),
        ),
      ).toBe(false)
      expect(errors).toEqual([])
    })
})

test('hints that disagree with the token never paint the prerendered screen', async ({ page }) => {
  await page.context().addInitScript(watchHeadings)
  await page.goto(`${DEMO}/dev/strategies`)
  const answer = await page.request.post(`${DEMO}/dev/tokens`, {
    data: { strategy: 'otp_phone', locale: 'en', first_name: 'Jane' },
  })
  const { widget_url } = (await answer.json()) as { widget_url: string }
  // The BankID document in German, for an English one-time code.
  const url = new URL(widget_url)
  url.search = '?l=de&s=bank-id-se'
  const frame = await frameWidget(page, url.href)
  await expect(frame.getByRole('heading', { name: 'Confirm it’s you, Jane' })).toBeVisible({ timeout: 20_000 })
  const headings = await frame.evaluate(() => (window as unknown as { __headings: string[] }).__headings)
  expect(headings).toEqual(['Confirm it’s you, Jane'])
})
