import { DEMO } from '../e2e/ports.ts'
import { sidewaysOverflow } from '../e2e/sideways-overflow.ts'
import { isFocused, isVisible, namesOf, tap, type Named } from './control.ts'
import { demoMessages, openOnDemo, WIDGET_FRAME } from './demo-checkout.ts'
import type { EnginePage } from './engine-page.ts'
import { FIRST_SCREENS, type FirstScreen } from './first-screens.ts'
import { waitFor } from './wait-for.ts'

export interface SmokeCheck {
  name: string
  run(page: EnginePage): Promise<void>
}

const inWidget = { frame: WIDGET_FRAME }

/** What the widget shows instead, for a failure message. */
const seenInWidget = (page: EnginePage) => async () =>
  `headings ${JSON.stringify(await namesOf(page, 'heading', inWidget))}, buttons ${JSON.stringify(await namesOf(page, 'button', inWidget))}`

const appears = (page: EnginePage, control: Named) =>
  waitFor(`the widget’s ${control.role} “${control.name}”`, () => isVisible(page, control, inWidget), {
    seen: seenInWidget(page),
  })

async function firstScreen(page: EnginePage, screen: FirstScreen) {
  await openOnDemo(page, screen)
  await appears(page, { role: 'heading', name: screen.heading })
  await appears(page, { role: 'button', name: screen.proceed })
  // Reflow (WCAG 1.4.10): at 320 CSS px nothing scrolls sideways, in every engine.
  await page.run(
    (frame: string) => void ((document.querySelector(frame) as HTMLElement).style.width = '320px'),
    [WIDGET_FRAME],
  )
  await waitFor(
    'the first screen to reflow at 320 CSS px',
    async () => (await page.run(sidewaysOverflow, [], WIDGET_FRAME)) <= 0,
    {
      seen: async () => `${await page.run(sidewaysOverflow, [], WIDGET_FRAME)} px past the frame's width`,
    },
  )
  await waitFor(
    'the page to have received start and component_mounted',
    async () => {
      const names = (await demoMessages(page)).filter((m) => m.type === 'onEvent').map((m) => m.payload.name)
      return names.includes('start') && names.includes('component_mounted')
    },
    { seen: async () => JSON.stringify(await demoMessages(page)) },
  )
}

/** Runs in the merchant page: what the guide's snippet shows the shopper after the outcome, and whether it may order. */
function merchantResult() {
  return {
    result: document.getElementById('result')?.textContent ?? '',
    orderable: !(document.getElementById('place-order') as HTMLButtonElement | null)?.disabled,
  }
}

/**
 * The one-time code to the end on the merchant's checkout built from the
 * integration guide (dev/shop): the merchant's button, "Send code", the
 * code typed into the field that took focus, and the merchant's onComplete
 * (status success) enabling its "Place order".
 */
async function oneTimeCode(page: EnginePage, presentation: 'modal' | 'inline') {
  await page.goto(`${DEMO}/shop/${presentation}/`)
  await waitFor('the host SDK to load', () => page.run(() => 'IdvWidget' in window, []))
  await tap(page, { selector: '#verify' })
  await appears(page, { role: 'heading', name: 'Confirm it’s you' })
  await tap(page, { role: 'button', name: 'Send code' }, inWidget)
  const field = { role: 'textbox', name: 'Enter the 6-digit code here' } as const
  await waitFor('the code field to take focus', () => isFocused(page, field, inWidget), { seen: seenInWidget(page) })
  await page.type('123456')
  const verified = { result: 'Verified. You can place the order.', orderable: true }
  await waitFor(
    'the merchant’s onComplete with status success',
    async () => JSON.stringify(await page.run(merchantResult, [])) === JSON.stringify(verified),
    {
      seen: async () => JSON.stringify(await page.run(merchantResult, [])),
    },
  )
}

/**
 * A merchant the edge does not list (docs/merchants.md): the demo's corner shop, unlisted here, on its own
 * origin. The engine must refuse the frame by the document's `frame-ancestors 'none'`, and the host SDK must
 * still make its one terminal call (a refused frame has to fire load for that), within the handshake time.
 */
async function refusedMerchant(page: EnginePage) {
  const answer = await fetch(`${DEMO}/dev/merchants/corner-shop`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ listed: false }),
  })
  if (!answer.ok) throw new Error(`could not unlist the corner shop (${answer.status})`)
  const shop = ((await answer.json()) as Array<{ id: string; page: string | null }>).find((m) => m.page)!.page!
  // The edge's cache time locally (wrangler.toml MERCHANT_CACHE_SECONDS).
  await new Promise((resolve) => setTimeout(resolve, 2_200))
  await page.goto(`${shop}shop/inline/`)
  await waitFor('the host SDK to load', () => page.run(() => 'IdvWidget' in window, []))
  await tap(page, { selector: '#verify' })
  const refused = { result: 'Not verified (handshake_timeout).', orderable: false }
  await waitFor(
    'the merchant’s onAbort with handshake_timeout',
    async () => JSON.stringify(await page.run(merchantResult, [])) === JSON.stringify(refused),
    { timeoutMs: 12_000, seen: async () => JSON.stringify(await page.run(merchantResult, [])) },
  )
}

/**
 * Runs in the merchant page: a button of the page's own, then 3,000 px of page, then the inline frame, with
 * focus on that button and the frame far below the viewport. Returns the frame's top in the viewport.
 */
function frameFarBelow(frame: string): number {
  const iframe = document.querySelector(frame)!
  const before = document.createElement('button')
  before.textContent = 'Before the widget'
  const page = document.createElement('div')
  page.style.height = '3000px'
  iframe.before(before, page)
  before.focus()
  before.scrollIntoView({ block: 'start' })
  return iframe.getBoundingClientRect().top
}

/** Runs in the merchant page: the frame's top and bottom in the viewport, its height, and whether it has the page's focus. */
function frameInView(frame: string) {
  const iframe = document.querySelector(frame)!
  const box = iframe.getBoundingClientRect()
  return { top: Math.round(box.top), viewport: innerHeight, focused: document.activeElement === iframe }
}

/**
 * Keyboard focus that enters an inline frame out of view brings it into view (WCAG 2.4.7): WebKit does not
 * scroll by itself, the host SDK does (host/reveal-on-focus.ts); Gecko scrolls by itself. Tab is pressed
 * with a settle inside the same command: the WebKit driver gives the page focus back before the next one.
 */
async function tabIntoFrameOutOfView(page: EnginePage) {
  await page.goto(`${DEMO}/shop/inline/`)
  await waitFor('the host SDK to load', () => page.run(() => 'IdvWidget' in window, []))
  await tap(page, { selector: '#verify' })
  await appears(page, { role: 'heading', name: 'Confirm it’s you' })
  const below = await page.run(frameFarBelow, [WIDGET_FRAME])
  const viewport = await page.run(() => innerHeight, [])
  if (below < viewport)
    throw new Error(`the frame should start below the viewport (${viewport} px), not at ${below} px`)
  await page.type('\uE004', 600)
  const seen = await page.run(frameInView, [WIDGET_FRAME])
  if (!seen.focused) throw new Error(`Tab did not move focus into the frame: ${JSON.stringify(seen)}`)
  if (seen.top < 0 || seen.top >= seen.viewport)
    throw new Error(`the frame's top edge, where focus entered, is out of view: ${JSON.stringify(seen)}`)
}

export const SMOKE_CHECKS: SmokeCheck[] = [
  ...FIRST_SCREENS.map((screen) => ({
    name: `first screen: ${screen.strategy} (${screen.market})`,
    run: (page: EnginePage) => firstScreen(page, screen),
  })),
  { name: 'one-time code to onComplete, modal', run: (page) => oneTimeCode(page, 'modal') },
  { name: 'one-time code to onComplete, inline', run: (page) => oneTimeCode(page, 'inline') },
  { name: 'a merchant the edge does not list: refused, onAbort', run: refusedMerchant },
  { name: 'Tab into an inline frame out of view brings it into view', run: tabIntoFrameOutOfView },
]
