import { DEMO } from '../e2e/ports.ts'
import { tap } from './control.ts'
import type { EnginePage } from './engine-page.ts'
import { waitFor } from './wait-for.ts'

/** The host SDK's iframe, wherever a page put it. */
export const WIDGET_FRAME = '.idv-widget-frame'

export interface DemoSetup {
  strategy: string
  market: string
}

/** Runs in the demo page: the form set up for a strategy (its change handler fills the market list and scenarios first). */
function setUp(strategy: string, market: string) {
  const form = document.getElementById('setup') as HTMLFormElement
  const fields = form.elements as unknown as Record<string, HTMLInputElement | HTMLSelectElement>
  fields.strategy!.value = strategy
  fields.strategy!.dispatchEvent(new Event('change'))
  fields.market!.value = market
  return fields.strategy!.value === strategy
}

/**
 * The demo checkout (dev/demo) on the mock server's origin: the widget from
 * the edge's origin in a frame the host SDK makes, its session on a third
 * origin (e2e/ports.ts). Sets up the strategy as the Playwright suite's
 * `openWidget` does, and presses "Pay and verify" with the mouse.
 */
export async function openOnDemo(page: EnginePage, { strategy, market }: DemoSetup) {
  await page.goto(`${DEMO}/`)
  await waitFor(`the demo checkout to offer ${strategy}`, () => page.run(setUp, [strategy, market]))
  await tap(page, { selector: '#setup button[type="submit"]' })
}

/** Runs in the demo page: the messages it received from the widget, as it lists them. */
function listed() {
  return [...document.querySelectorAll('#events li')].map((item) => {
    const text = item.textContent ?? ''
    const space = text.indexOf(' ')
    return { type: text.slice(0, space), payload: JSON.parse(text.slice(space + 1)) as Record<string, string> }
  })
}

export const demoMessages = (page: EnginePage) => page.run(listed, [])
