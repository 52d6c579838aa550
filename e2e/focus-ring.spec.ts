import { expect, type Frame, type Page, test } from '@playwright/test'
import { openWidget } from './demo'

/**
 * The share of the focused control's ring (its outline, outside its border box) that shows inside the
 * visible box of the dialog's scrolling body; null when focus is elsewhere or not shown as a ring.
 */
const ringShare = (frame: Frame) =>
  frame.evaluate(() => {
    const el = document.activeElement as HTMLElement | null
    const body = el?.closest('.dialog__body')
    if (!el || !body || !el.matches(':focus-visible')) return null
    const style = getComputedStyle(el)
    const out = Number.parseFloat(style.outlineWidth) + Number.parseFloat(style.outlineOffset)
    const r = el.getBoundingClientRect()
    const ring = { left: r.left - out, top: r.top - out, right: r.right + out, bottom: r.bottom + out }
    const b = body.getBoundingClientRect()
    const left = b.left + body.clientLeft
    const top = b.top + body.clientTop
    const w = Math.max(0, Math.min(ring.right, left + body.clientWidth) - Math.max(ring.left, left))
    const h = Math.max(0, Math.min(ring.bottom, top + body.clientHeight) - Math.max(ring.top, top))
    const share = (w * h) / ((ring.right - ring.left) * (ring.bottom - ring.top))
    return { name: el.id || el.textContent?.trim().slice(0, 40) || el.tagName, share: Math.round(share * 1000) / 1000 }
  })

/** Presses `key` `times` times and measures the ring after each. */
async function ringsAfter(page: Page, key: string, times: number) {
  const frame = page.frames().find((f) => f.url().includes('#'))!
  const shown: Array<{ name: string; share: number }> = []
  for (let i = 0; i < times; i++) {
    await page.keyboard.press(key)
    const seen = await ringShare(frame)
    if (seen) shown.push(seen)
  }
  return shown
}

test.use({ viewport: { width: 360, height: 640 } })

test('the focus ring shows whole against the edges of the dialog’s scrolling body, at 360 px, Tab and Shift+Tab', async ({
  page,
}) => {
  // A long form in a full-screen frame: the body scrolls, and focus brings each field in at its edges.
  const widget = await openWidget(page, { strategy: 'id_check', market: 'AU', delay: 0, presentation: 'modal' })
  await widget.getByRole('button', { name: 'Continue' }).click()
  await expect(widget.getByRole('heading', { name: 'Verify your ID' })).toBeFocused()
  const down = await ringsAfter(page, 'Tab', 16)
  expect(down.length).toBeGreaterThan(8)
  // Before the fix 7–19 % of a ring was cut where a field met the bottom edge (measured: 0.914 shown).
  expect(down.filter((s) => s.share < 1)).toEqual([])
  const up = await ringsAfter(page, 'Shift+Tab', 12)
  expect(up.length).toBeGreaterThan(6)
  expect(up.filter((s) => s.share < 1)).toEqual([])
})
