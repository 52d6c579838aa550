/**
 * Runs in a page (sent as source: self-contained): how far anything shown reaches past its viewport's sides, in CSS px (0: it
 * reflows). Boxes and the text itself (text can spill out of a box that keeps its width), not the root's
 * scroll width: a scrolling box (the widget dialog's body) would hide it. Used by
 * Playwright and by the cross-engine suite alike.
 */
export function sidewaysOverflow(): number {
  let past = 0
  const reach = (box: DOMRect) => {
    // A visually hidden label is 1 px wide and clipped; it is not shown.
    if (box.width > 1) past = Math.max(past, box.right - innerWidth, -box.left)
  }
  for (const el of document.querySelectorAll('body *')) reach(el.getBoundingClientRect())
  const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
  const range = document.createRange()
  while (texts.nextNode()) {
    range.selectNodeContents(texts.currentNode)
    reach(range.getBoundingClientRect())
  }
  return Math.ceil(past)
}
