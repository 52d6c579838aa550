/** Spec §9: below 729 px the widget is full screen. */
const NARROW = '(max-width: 728.98px)'

const OVERLAY: Partial<CSSStyleDeclaration> = {
  position: 'fixed',
  inset: '0',
  zIndex: '2147483647',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: 'rgba(23, 18, 15, 0.6)',
}
const FULL_SCREEN: Partial<CSSStyleDeclaration> = {
  width: '100%',
  height: '100%',
  maxWidth: '',
  borderRadius: '0',
  boxShadow: 'none',
}
// The widget draws its own card at 729 px and more; the frame is that card's size, so the page shows around it.
const CARD: Partial<CSSStyleDeclaration> = {
  width: 'calc(100% - 32px)',
  maxWidth: '520px',
  height: 'min(640px, calc(100% - 64px))',
  borderRadius: '12px',
  boxShadow: '0 8px 32px rgba(0, 0, 0, 0.3)',
}

/**
 * Shows `iframe` as a modal over the page: a full-viewport overlay, the rest
 * of the page inert and unscrollable, focus moved into the frame. Styles go
 * through the CSSOM, which a merchant's CSP without 'unsafe-inline' allows.
 * Returns the way back: the page exactly as it was found (focus, scroll
 * position, inert and overflow as they were, the overlay gone).
 */
export function presentModal(iframe: HTMLIFrameElement, doc: Document): () => void {
  const win = doc.defaultView!
  const html = doc.documentElement
  const body = doc.body
  const returnTo = doc.activeElement as HTMLElement | null
  const scroll = { left: win.scrollX, top: win.scrollY }
  const saved = { overflow: html.style.overflow, paddingRight: body.style.paddingRight }
  // Hiding the scrollbar would shift the page sideways by its width: pad for it instead.
  const scrollbar = win.innerWidth - html.clientWidth

  const overlay = doc.createElement('div')
  overlay.className = 'idv-widget-overlay'
  Object.assign(overlay.style, OVERLAY)

  // Only what we made inert is given back: the page's own inert elements stay as they were.
  const madeInert: Element[] = []
  const makeInert = (node: Node) => {
    if (node.nodeType !== 1 || node === overlay) return
    const element = node as Element
    if (element.hasAttribute('inert') || /^(SCRIPT|STYLE|LINK|TEMPLATE)$/.test(element.tagName)) return
    element.setAttribute('inert', '')
    madeInert.push(element)
  }
  for (const child of [...body.children]) makeInert(child)
  // What the page adds while the modal is up (a chat bubble, a cookie banner) goes behind it too.
  const observer = new win.MutationObserver((records) => {
    for (const record of records) record.addedNodes.forEach(makeInert)
  })
  observer.observe(body, { childList: true })

  html.style.overflow = 'hidden'
  if (scrollbar > 0) body.style.paddingRight = `${parseFloat(win.getComputedStyle(body).paddingRight) + scrollbar}px`

  const narrow = win.matchMedia(NARROW)
  const size = () => Object.assign(iframe.style, narrow.matches ? FULL_SCREEN : CARD)
  Object.assign(iframe.style, { border: '0', background: 'transparent', display: 'block' })
  size()
  narrow.addEventListener('change', size)

  overlay.append(iframe)
  // A press on the backdrop would move focus out of the frame to the page behind (the second click of a
  // double click on the button that opened it lands there): it stays in the frame, where the dialog is.
  overlay.addEventListener('mousedown', (event) => {
    if (event.target === overlay) event.preventDefault()
  })
  body.append(overlay)
  iframe.focus({ preventScroll: true })

  return () => {
    observer.disconnect()
    narrow.removeEventListener('change', size)
    overlay.remove()
    for (const element of madeInert) element.removeAttribute('inert')
    html.style.overflow = saved.overflow
    body.style.paddingRight = saved.paddingRight
    win.scrollTo({ ...scroll, behavior: 'instant' })
    if (returnTo?.isConnected && typeof returnTo.focus === 'function') returnTo.focus({ preventScroll: true })
  }
}
