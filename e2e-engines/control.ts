import type { EnginePage } from './engine-page.ts'
import { waitFor } from './wait-for.ts'

export type Role = 'heading' | 'button' | 'textbox'
/** A control found as a person finds it: its role and name (text, aria-label or label). */
export type Named = { role: Role; name: string }
/** …or, on the merchant's own page, by a CSS selector. */
export type Control = Named | { selector: string }

/** Where a control is: on the top page, or in the document of the iframe this selector finds there. */
export type Place = { frame?: string }

type Look = 'visible' | 'focused' | 'centre' | 'names'

/**
 * Runs in the page (sent as source: self-contained). Among the visible
 * controls the query finds, what `look` asks: whether the named one is there,
 * whether it has focus, its centre in this document's viewport after
 * scrolling it into view, or the names of them all (a role without a name).
 */
function lookAt(query: Control | { role: Role }, look: Look): boolean | [number, number] | string[] | null {
  const name = (el: Element) => {
    const labelled =
      el.getAttribute('aria-label') ??
      (el.id ? document.querySelector(`label[for="${CSS.escape(el.id)}"]`)?.textContent : null)
    // innerText: the line break between a button's label and its description counts as a space, as in its accessible name.
    // biome-ignore lint/performance/useDomNodeTextContent: the text as shown (hidden parts left out) is what a shopper reads
    return (labelled ?? (el instanceof HTMLElement ? el.innerText : el.textContent) ?? '').replace(/\s+/g, ' ').trim()
  }
  const shown = (el: Element) =>
    el.getClientRects().length > 0 &&
    (el.checkVisibility?.({ opacityProperty: true, visibilityProperty: true }) ?? true)
  const roles = {
    heading: 'h1, h2, h3, h4, h5, h6, [role="heading"]',
    button: 'button, [role="button"]',
    textbox:
      'input:not([type]), input[type="text"], input[type="password"], input[type="email"], input[type="tel"], textarea',
  }
  const visible = [...document.querySelectorAll('selector' in query ? query.selector : roles[query.role])].filter(shown)
  if (look === 'names') return visible.map(name)
  const el = 'name' in query ? visible.find((candidate) => name(candidate) === query.name) : visible[0]
  if (look === 'visible') return !!el
  if (look === 'focused') return !!el && el === document.activeElement
  if (!el) return null
  el.scrollIntoView({ block: 'center', inline: 'center' })
  const rect = el.getBoundingClientRect()
  return [rect.left + rect.width / 2, rect.top + rect.height / 2]
}

/** Runs in the top page: a point of a frame's viewport in the top viewport, the frame scrolled into view when the point is not. */
function pointInFrame(frame: string, x: number, y: number): [number, number] | null {
  const iframe = document.querySelector(frame)
  if (!(iframe instanceof HTMLIFrameElement)) return null
  const at = (): [number, number] => {
    const rect = iframe.getBoundingClientRect()
    const style = getComputedStyle(iframe)
    return [
      rect.left + iframe.clientLeft + parseFloat(style.paddingLeft) + x,
      rect.top + iframe.clientTop + parseFloat(style.paddingTop) + y,
    ]
  }
  const point = at()
  if (point[0] >= 0 && point[0] < innerWidth && point[1] >= 0 && point[1] < innerHeight) return point
  scrollBy(point[0] - innerWidth / 2, point[1] - innerHeight / 2)
  return at()
}

export const isVisible = (page: EnginePage, control: Control, { frame }: Place = {}) =>
  page.run(lookAt, [control, 'visible'], frame) as Promise<boolean>

export const isFocused = (page: EnginePage, control: Control, { frame }: Place = {}) =>
  page.run(lookAt, [control, 'focused'], frame) as Promise<boolean>

/** The names of the visible controls of a role, for a failure message. */
export const namesOf = (page: EnginePage, role: Role, { frame }: Place = {}) =>
  page.run(lookAt, [{ role }, 'names'], frame) as Promise<string[]>

/** Where a click on the control lands in the top viewport, or null while it is not there. */
async function target(page: EnginePage, control: Control, { frame }: Place) {
  const centre = (await page.run(lookAt, [control, 'centre'], frame)) as [number, number] | null
  if (!centre || !frame) return centre
  return page.run(pointInFrame, [frame, ...centre])
}

/**
 * A mouse click on the control, as a person makes it: trusted input at its
 * centre, sent to the top page. A control in a cross-origin frame is reached
 * through the frame's place on the page. WebKitWebDriver's element click can
 * miss it there, and a scripted click is no input of the shopper's, after
 * which WebKit lets no cross-origin frame move focus (the code field would
 * not take it). Waits until the control is there and holds still (an opening
 * animation).
 */
export async function tap(page: EnginePage, control: Control, place: Place = {}) {
  let last = ''
  const point = await waitFor(
    `${'selector' in control ? control.selector : `${control.role} “${control.name}”`} to hold still where it can be clicked`,
    async () => {
      const now = await target(page, control, place)
      const key = JSON.stringify(now)
      const still = now && key === last
      last = key
      return still ? now : null
    },
  )
  await page.clickAt(point[0], point[1])
}
