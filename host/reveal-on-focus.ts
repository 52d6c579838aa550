/** Between the page's Tab and the frame becoming its active element: one task, with room for a slow phone. */
const TAB_TO_FOCUS_MS = 1000
/** When to look whether the frame has become the active element, after the page lost focus. */
const SETTLE_MS = [0, 50, 200]

/**
 * Brings an inline frame into view when keyboard focus enters it (WCAG
 * 2.4.7). WebKit does not: a frame wholly above or below the viewport took
 * focus from Tab and the shopper saw no focus ring (Chromium and Gecko
 * scroll by themselves, and then this does nothing). The page cannot see
 * which control inside the frame has focus, only that the frame became its
 * active element (the window's blur, the frame's focus event); so it shows
 * the frame's edge that focus entered by: the top after Tab, the bottom
 * after Shift+Tab. Returns how to stop.
 */
export function revealOnFocus(iframe: HTMLIFrameElement, win: Window): () => void {
  const doc = win.document
  /** The Tab just pressed on the page: focus leaves it within the same task. */
  let entering: 'start' | 'end' | null = null
  let pressedAt = 0
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== 'Tab') return
    entering = event.shiftKey ? 'end' : 'start'
    pressedAt = Date.now()
  }
  const reveal = () => {
    // Only keyboard focus: a click into the frame is where the shopper is looking already.
    if (doc.activeElement !== iframe || !entering || Date.now() - pressedAt > TAB_TO_FOCUS_MS) return
    const box = iframe.getBoundingClientRect()
    const height = win.innerHeight || doc.documentElement.clientHeight
    // The edge focus came in by is in view already (the engine scrolled, or the frame was in view): nothing to do.
    const edge = entering === 'start' ? box.top : box.bottom
    if (edge >= 0 && edge <= height) return
    iframe.scrollIntoView({ block: entering, inline: 'nearest' })
    entering = null
  }
  // The window's blur can come before the frame is the active element (WebKit, after a click on the page):
  // look once it has settled, and again a little later.
  const onBlur = () => {
    for (const ms of SETTLE_MS) win.setTimeout(reveal, ms)
  }
  doc.addEventListener('keydown', onKey, true)
  win.addEventListener('blur', onBlur)
  iframe.addEventListener('focus', onBlur)
  return () => {
    doc.removeEventListener('keydown', onKey, true)
    win.removeEventListener('blur', onBlur)
    iframe.removeEventListener('focus', onBlur)
  }
}
