import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { open } from '../../host/index'
import { WIDGET, fakeFrames } from './fake-frames'

/** A merchant page: a button that opens the widget, content around it, one element the page itself made inert. */
function page() {
  document.body.innerHTML =
    '<header>Shop</header><main><button id="pay">Verify and pay</button><button id="order">Place order</button></main><aside inert>Promo</aside>'
  const { frames, fromWidget } = fakeFrames()
  const pay = document.getElementById('pay')!
  pay.focus()
  return { pay, terminal: fromWidget, frames }
}

const inert = () => [...document.querySelectorAll('[inert]')].map((e) => e.tagName.toLowerCase())

describe('modal presentation', () => {
  beforeEach(() => {
    document.documentElement.style.overflow = ''
  })
  afterEach(() => vi.restoreAllMocks())

  it('is the default without a container: an overlay with the frame, the page inert and unscrollable, focus in the frame', () => {
    page()
    const handle = open({ widgetUrl: `${WIDGET}/#t.o.k` })
    expect(handle.presentation).toBe('modal')
    const overlay = document.querySelector('.idv-widget-overlay') as HTMLElement
    expect(overlay.parentElement).toBe(document.body)
    expect(overlay.style.position).toBe('fixed')
    expect(handle.iframe.parentElement).toBe(overlay)
    expect(inert()).toEqual(['header', 'main', 'aside'])
    expect(overlay.hasAttribute('inert')).toBe(false)
    expect(document.documentElement.style.overflow).toBe('hidden')
    expect(document.activeElement).toBe(handle.iframe)
  })

  it('keeps focus in the frame when the backdrop is pressed (a double click’s second click lands there)', () => {
    page()
    const handle = open({ widgetUrl: `${WIDGET}/#t.o.k` })
    const overlay = document.querySelector('.idv-widget-overlay') as HTMLElement
    const onBackdrop = new MouseEvent('mousedown', { bubbles: true, cancelable: true })
    overlay.dispatchEvent(onBackdrop)
    expect(onBackdrop.defaultPrevented).toBe(true)
    const inFrame = new MouseEvent('mousedown', { bubbles: true, cancelable: true })
    handle.iframe.dispatchEvent(inFrame)
    expect(inFrame.defaultPrevented).toBe(false)
  })

  it('puts what the page adds meanwhile behind the overlay too', async () => {
    page()
    open({ widgetUrl: `${WIDGET}/#t.o.k` })
    const chat = document.body.appendChild(document.createElement('div'))
    await new Promise((r) => setTimeout(r, 0))
    expect(chat.hasAttribute('inert')).toBe(true)
  })

  it('after the terminal message gives the page back as it was before the merchant’s callback runs', () => {
    const { pay, terminal } = page()
    let seenByCallback: unknown
    const onComplete = vi.fn(
      () =>
        (seenByCallback = {
          overlay: document.querySelector('.idv-widget-overlay'),
          focus: document.activeElement,
          inert: inert(),
        }),
    )
    open({ widgetUrl: `${WIDGET}/#t.o.k`, onComplete })
    terminal('onComplete', { status: 'success', token: 'rt' })
    expect(onComplete).toHaveBeenCalledWith({ status: 'success', token: 'rt' })
    // Only the page's own inert element stays inert; focus is back on the button that opened it.
    expect(seenByCallback).toEqual({ overlay: null, focus: pay, inert: ['aside'] })
    expect(document.documentElement.style.overflow).toBe('')
    expect(document.querySelector('iframe')).toBeNull()
  })

  it('close() and destroy() give the page back too', () => {
    const { pay } = page()
    document.documentElement.style.overflow = 'scroll'
    open({ widgetUrl: `${WIDGET}/#t.o.k` }).close()
    expect(document.documentElement.style.overflow).toBe('scroll')
    expect(inert()).toEqual(['aside'])
    expect(document.activeElement).toBe(pay)
    open({ widgetUrl: `${WIDGET}/#t.o.k` }).destroy()
    expect(document.querySelector('.idv-widget-overlay')).toBeNull()
    expect(inert()).toEqual(['aside'])
  })

  it('tells the widget it is a modal, so it holds focus inside', () => {
    const { frames, terminal } = page()
    open({ widgetUrl: `${WIDGET}/#t.o.k` })
    terminal('onEvent', { name: 'start' })
    expect(frames[0]!.postMessage).toHaveBeenCalledWith(
      { protocol: 'idv-widget', version: 1, id: 'p1', type: 'presentation', payload: { mode: 'modal' } },
      WIDGET,
    )
  })

  it('is one at a time: a second open() while one is up throws, and works again once it has ended', () => {
    const { terminal } = page()
    open({ widgetUrl: `${WIDGET}/#t.o.k` })
    expect(() => open({ widgetUrl: `${WIDGET}/#t.o.k` })).toThrow(expect.objectContaining({ code: 'already_open' }))
    expect(document.querySelectorAll('iframe')).toHaveLength(1)
    terminal('onAbort', { reason: 'go_back' })
    expect(open({ widgetUrl: `${WIDGET}/#t.o.k` }).iframe.isConnected).toBe(true)
  })
})
