/**
 * Taps on the prerendered first step before the widget's code has arrived.
 * The markup paints from the document's first bytes, its buttons a second
 * or so before anything answers them: a tap then must not be lost, and
 * however many came, it must act once. The head script (./first-paint.ts)
 * holds the first tap on a button of the first step, shows it in progress
 * (`data-idv-early` and aria-busy: the CSS draws the spinner), and lets
 * nothing else through; once the widget has hydrated the markup, it replays
 * that tap on the same button, now live (`replayEarlyTap`). Links and fields
 * work without code, and keep what was typed (hydration keeps the DOM).
 */
const EARLY = 'data-idv-early'
const LIVE = 'data-idv-live'

export function holdEarlyTaps(doc: Document): void {
  doc.addEventListener(
    'click',
    (event) => {
      if (doc.documentElement.hasAttribute(LIVE)) return
      const button = (event.target as Element | null)?.closest?.('button')
      // The first step shown: the root's, or the alternative the page picked.
      if (!button?.closest('#root, [data-idv-alt]')) return
      event.preventDefault()
      event.stopImmediatePropagation()
      if (doc.querySelector(`[${EARLY}]`)) return
      button.setAttribute(EARLY, button.getAttribute('aria-busy') ?? '')
      button.setAttribute('aria-busy', 'true')
    },
    true,
  )
}

/**
 * After hydration: what was typed into the markup reaches the widget's
 * state (hydration keeps the field's value but tells no component, whose
 * next render would write its own empty value over it); taps go to the
 * widget from now on, and the one held, if any, is carried out (its look
 * restored first: hydration leaves attributes as the page had them, so the
 * widget's own rendering takes over from here).
 */
export function replayEarlyTap(doc: Document, schedule: (run: () => void) => void = queueMicrotask): void {
  doc.documentElement.setAttribute(LIVE, '')
  for (const field of doc.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('#root input, #root textarea')) {
    const checkable = field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')
    const changed = checkable ? field.checked !== field.defaultChecked : field.value !== field.defaultValue
    if (changed) field.dispatchEvent(new Event(checkable ? 'change' : 'input', { bubbles: true }))
  }
  const button = doc.querySelector<HTMLButtonElement>(`#root [${EARLY}]`)
  if (!button) return
  const busy = button.getAttribute(EARLY)
  button.removeAttribute(EARLY)
  if (busy) button.setAttribute('aria-busy', busy)
  else button.removeAttribute('aria-busy')
  // Right after hydration, in the same task: its handlers are attached and its state made; a timer would only add a frame.
  schedule(() => {
    if (button.isConnected) button.click()
  })
}
