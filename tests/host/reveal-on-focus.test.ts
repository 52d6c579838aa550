import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { revealOnFocus } from '../../host/reveal-on-focus'

/** An inline frame at `top` (CSS px from the viewport's top), 600 px tall, in an 800 px viewport. */
function setup(top: number) {
  document.body.innerHTML =
    '<button id="before">Pay</button><iframe title="Widget"></iframe><button id="after">Place order</button>'
  const iframe = document.querySelector('iframe')!
  vi.spyOn(iframe, 'getBoundingClientRect').mockReturnValue({ top, bottom: top + 600 } as DOMRect)
  vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(800)
  const scrolled = vi.fn()
  iframe.scrollIntoView = scrolled
  const stop = revealOnFocus(iframe, window)
  /** Focus moves from the page into the frame the way a browser moves it: Tab on the page, then the frame is active. */
  const tabIn = async (shiftKey = false, key = 'Tab') => {
    document
      .getElementById(shiftKey ? 'after' : 'before')!
      .dispatchEvent(new KeyboardEvent('keydown', { key, shiftKey, bubbles: true }))
    vi.spyOn(document, 'activeElement', 'get').mockReturnValue(iframe)
    window.dispatchEvent(new Event('blur'))
    await vi.advanceTimersByTimeAsync(1)
  }
  return { iframe, scrolled, stop, tabIn }
}

describe('an inline frame that keyboard focus enters (WCAG 2.4.7; WebKit does not scroll to it)', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => {
    vi.useRealTimers()
    vi.restoreAllMocks()
  })

  it('wholly above the viewport: Tab brings its top, where focus lands, into view', async () => {
    const { scrolled, tabIn } = setup(-2000)
    await tabIn()
    expect(scrolled).toHaveBeenCalledWith({ block: 'start', inline: 'nearest' })
  })

  it('below the viewport: Shift+Tab from after it brings its bottom, where focus lands, into view', async () => {
    const { scrolled, tabIn } = setup(1500)
    await tabIn(true)
    expect(scrolled).toHaveBeenCalledWith({ block: 'end', inline: 'nearest' })
  })

  it('leaves the page alone when the edge focus came in by is in view (Chromium and Gecko scrolled already)', async () => {
    const { scrolled, tabIn } = setup(100)
    await tabIn()
    expect(scrolled).not.toHaveBeenCalled()
  })

  it('leaves the page alone when the frame took focus without a Tab (a click, where the shopper looks)', async () => {
    const { scrolled, tabIn } = setup(-2000)
    await tabIn(false, 'a')
    expect(scrolled).not.toHaveBeenCalled()
  })

  it('stops listening when the frame goes', async () => {
    const { scrolled, stop, tabIn } = setup(-2000)
    stop()
    await tabIn()
    expect(scrolled).not.toHaveBeenCalled()
  })
})
