import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { expect, test, type FrameLocator, type Page } from '@playwright/test'
import type { Result } from 'axe-core'

export interface DemoSetup {
  strategy?: string
  market?: string
  locale?: string
  scenario?: string
  theme?: 'light' | 'dark' | 'system'
  requireConsent?: boolean
  hideErrorScreen?: boolean
  /** The strategy "choose another method" switches to. */
  next?: string
  /** The widget URL's first-screen hints: as minted from the token, none, or ones that disagree with it. */
  hints?: 'token' | 'none' | 'other'
  /** Seconds the outside world takes to answer by itself (credit bureau, document registry). */
  delay?: number
  /** The shopper's names in the session (the demo's defaults are Jane Citizen). */
  firstName?: string
  lastName?: string
  /** How the host SDK shows the frame: inline in the page (the demo's default) or as a modal over it. */
  presentation?: 'inline' | 'modal'
  /** KYC-anytime mode (the widget URL's `kyca`). */
  kyca?: boolean
  /** Embed as a page that forgot allow="camera" on the iframe. */
  noCamera?: boolean
  /** ID scan: the documents the session names as accepted (spec §3's types), and one the widget does not know. */
  documents?: string[]
  extraDocument?: string
  /** The session's merchant (who may frame it; docs/merchants.md): the demo checkout's unless said. */
  merchant?: 'demo-checkout' | 'corner-shop' | 'no-such-merchant'
}

/** The widget's frame, wherever the host SDK put it. */
export const FRAME = '.idv-widget-frame'

/** Opens the demo checkout and starts the widget the way a shopper would. */
export async function openWidget(page: Page, setup: DemoSetup = {}): Promise<FrameLocator> {
  await page.goto('/')
  const form = page.locator('#setup')
  // Choosing the strategy waits for the form to be filled in (the page fetches the families first).
  await form.getByLabel('Strategy').selectOption(setup.strategy ?? 'otp_phone')
  await form.getByLabel('Market').fill(setup.market ?? 'SE')
  // What the form already holds (its first option, an unticked box) needs no action: each costs a round trip.
  if (setup.locale && setup.locale !== 'en') await form.getByLabel('Locale').selectOption(setup.locale)
  if (setup.scenario && setup.scenario !== 'success') await form.getByLabel('Scenario').selectOption(setup.scenario)
  if (setup.theme && setup.theme !== 'light') await form.getByLabel('Theme').selectOption(setup.theme)
  if (setup.requireConsent) await form.getByLabel('require consent').check()
  if (setup.hideErrorScreen) await form.getByLabel('hide error screen').check()
  if (setup.next) await form.getByLabel('Then switch to').selectOption(setup.next)
  if (setup.hints && setup.hints !== 'token') await form.getByLabel('First-screen hints').selectOption(setup.hints)
  if (setup.delay !== undefined) await form.getByLabel('The outside world answers after').fill(String(setup.delay))
  if (setup.firstName !== undefined) await form.getByLabel('First name').fill(setup.firstName)
  if (setup.lastName !== undefined) await form.getByLabel('Last name').fill(setup.lastName)
  if (setup.presentation && setup.presentation !== 'inline')
    await form.getByLabel('Presentation').selectOption(setup.presentation)
  if (setup.kyca) await form.getByLabel('KYC anytime').check()
  if (setup.noCamera) await form.getByLabel('frame without allow="camera"').check()
  if (setup.documents) await form.getByLabel('Documents the session accepts').selectOption(setup.documents)
  if (setup.extraDocument) await form.getByLabel('…and one the widget does not know').fill(setup.extraDocument)
  if (setup.merchant && setup.merchant !== 'demo-checkout')
    await form.getByLabel('Merchant (who').selectOption(setup.merchant)
  await form.getByRole('button', { name: 'Pay and verify' }).click()
  return page.frameLocator(FRAME)
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

/**
 * The error a step's notice region says (widget/ui/NoticeRegion.tsx): one polite region, whose notices
 * take no role of their own (an alert inside it would be read twice), so it cannot be found by role.
 */
export const noticeError = (widget: FrameLocator) => widget.locator('[aria-live="polite"] .notice--error')

/** The simulated outside world's panel on the demo page (docs/architecture.md "Simulating the outside world"), used as a person would. */
export function outsideWorld(page: Page) {
  const panel = page.locator('#outside')
  return {
    panel,
    /** Waits until the session waits on the outside world (optionally at a hint). */
    waitsOn: (text: string | RegExp) => expect(panel.getByRole('status')).toContainText(text),
    press: (name: string) => panel.getByRole('button', { name, exact: true }).click(),
    reject: async (reason: string) => {
      await panel.getByLabel('Failure reason').selectOption(reason)
      await panel.getByRole('button', { name: 'Reject', exact: true }).click()
    },
    /**
     * The same through the contract the panel uses, for when the page takes no clicks: Chromium's
     * "Open BankID?" prompt after a launch on this device holds the tab's input, as it would for a person.
     */
    send: async (body: Record<string, string>) => {
      const id = await panel.getAttribute('data-session-id')
      const answer = await page.request.post(`/dev/sessions/${id}/external`, { data: body })
      expect(answer.status()).toBe(200)
    },
  }
}

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

/**
 * axe-core with the WCAG 2.2 AA tags (docs/architecture.md "Strategy screens", quality bar), on the widget's frame (or all of `within`,
 * frames included). The frame is checked from inside, with axe injected once per document: AxeBuilder
 * injects it into every frame and a blank page of its own on each call (about 0.9 CPU-s a check, 77
 * checks a run). The iframe element itself (its title, what the host page gives it) is the merchant
 * page's, which merchant.spec.ts checks with AxeBuilder, frames included.
 */
export async function expectAccessible(page: Page, within = FRAME) {
  const violations = within === FRAME ? await axeInFrame(page) : await axeOnPage(page, within)
  // Read by docs/accessibility.md (tools/docs/accessibility-statement.ts) from the JSON report.
  test.info().annotations.push({ type: 'axe', description: `${violations.length} violations` })
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
}

async function axeInFrame(page: Page): Promise<Result[]> {
  const frame = await (await page.locator(FRAME).elementHandle())?.contentFrame()
  if (!frame) throw new Error('the widget has no frame to check')
  if (!(await frame.evaluate(() => 'axe' in window))) await frame.evaluate(axeSource)
  return frame.evaluate(async (tags) => {
    // What the shopper reads once a step has faded in: axe measures the contrast of text at half opacity
    // otherwise. Only the short ones (a fade, not a progress bar's fill toward a minute).
    const fading = document.getAnimations().filter((animation) => {
      const { endTime = Infinity, localTime } = animation.effect?.getComputedTiming() ?? {}
      return Number(endTime) - Number(localTime ?? 0) < 1_000
    })
    await Promise.all(fading.map((animation) => animation.finished.catch(() => {})))
    const { axe } = window as unknown as { axe: typeof import('axe-core') }
    return (await axe.run(document, { runOnly: { type: 'tag', values: tags } })).violations
  }, AXE_TAGS)
}

async function axeOnPage(page: Page, within: string): Promise<Result[]> {
  const { default: AxeBuilder } = await import('@axe-core/playwright')
  return (await new AxeBuilder({ page }).include(within).withTags(AXE_TAGS).analyze()).violations
}
