import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest'
import { IdvWidgetError, open, verify, type OpenOptions } from '../../host/index'
import { ackFor, presentationMessage, type WidgetMessage } from '../../contracts/protocol'
import { WIDGET, fakeFrames } from './fake-frames'

function setup(extra: Partial<OpenOptions> = {}) {
  document.body.innerHTML = '<div id="slot"></div>'
  const { frames } = fakeFrames()
  const callbacks = { onEvent: vi.fn(), onComplete: vi.fn(), onAbort: vi.fn() }
  const handle = open({ widgetUrl: `${WIDGET}/#tok.en.here`, container: 'slot', ...callbacks, ...extra })
  const frame = frames[0]!
  const posted = vi.mocked(frame.postMessage)
  let n = 0
  const message = (type: WidgetMessage['type'], payload = {}, id = `m${++n}`): WidgetMessage => ({
    protocol: 'idv-widget',
    version: 1,
    id,
    type,
    payload,
  })
  /** A message from the widget, as the browser would deliver it. */
  const fromWidget = (data: unknown, init: { origin?: string; source?: unknown } = {}) =>
    window.dispatchEvent(
      new MessageEvent('message', {
        data,
        origin: init.origin ?? WIDGET,
        source: (init.source === undefined ? frame : init.source) as Window,
      }),
    )
  const acks = () => posted.mock.calls.filter(([m]) => m.type === 'ack')
  return { handle, callbacks, posted, acks, message, fromWidget, frame }
}

describe('IdvWidget.open', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('creates a labelled frame that may use the camera and sends only its origin as referrer', () => {
    const { handle } = setup({ title: 'Verify your identity' })
    expect(handle.iframe.parentElement?.id).toBe('slot')
    expect(handle.presentation).toBe('inline')
    expect(handle.iframe.title).toBe('Verify your identity')
    expect(handle.iframe.allow).toContain('camera')
    expect(handle.iframe.referrerPolicy).toBe('origin')
    expect(handle.iframe.src).toBe(`${WIDGET}/#tok.en.here`)
  })

  it('names the frame in the session’s language (the URL hint), else the page’s', () => {
    document.documentElement.lang = 'de'
    expect(setup().handle.iframe.title).toBe('Sichere Identitätsprüfung')
    expect(setup({ widgetUrl: `${WIDGET}/?l=sv&s=otp#t.o.k` }).handle.iframe.title).toBe('Säker identitetsverifiering')
    expect(setup({ locale: 'fi-FI' }).handle.iframe.title).toBe('Turvallinen henkilöllisyyden vahvistus')
    document.documentElement.lang = ''
    expect(setup().handle.iframe.title).toBe('Secure identity verification')
  })

  it('acknowledges every message, duplicates too, and acts on each id once', () => {
    const { callbacks, acks, message, fromWidget } = setup()
    const start = message('onEvent', { name: 'start' })
    fromWidget(start)
    fromWidget(start)
    expect(callbacks.onEvent).toHaveBeenCalledTimes(1)
    expect(callbacks.onEvent).toHaveBeenCalledWith({ name: 'start' })
    expect(acks()).toEqual([
      [ackFor(start.id), WIDGET],
      [ackFor(start.id), WIDGET],
    ])
  })

  it('tells the widget how it is presented once it has spoken, and again when it starts afresh', () => {
    const { posted, message, fromWidget } = setup()
    fromWidget(message('onEvent', { name: 'start' }))
    fromWidget(message('onEvent', { name: 'component_mounted' }))
    const told = () => posted.mock.calls.filter(([m]) => m.type === 'presentation')
    expect(told()).toEqual([[presentationMessage('p1', 'inline'), WIDGET]])
    // The frame reloaded: a new start, so the new document hears it too.
    fromWidget(message('onEvent', { name: 'start' }))
    expect(told()).toHaveLength(2)
  })

  it('makes exactly one terminal callback, whatever the widget sends', () => {
    const { callbacks, message, fromWidget } = setup()
    fromWidget(message('onComplete', { status: 'success', token: 'rt' }))
    fromWidget(message('onAbort', {}))
    fromWidget(message('onComplete', { status: 'success', token: 'again' }))
    expect(callbacks.onComplete.mock.calls).toEqual([[{ status: 'success', token: 'rt' }]])
    expect(callbacks.onAbort).not.toHaveBeenCalled()
  })

  it('keeps an inline frame after the terminal message (the widget shows its last screen) and still acknowledges', () => {
    const { handle, acks, message, fromWidget } = setup()
    const done = message('onComplete', { status: 'success', token: 'rt' })
    fromWidget(done)
    fromWidget(done)
    expect(handle.iframe.isConnected).toBe(true)
    expect(handle.finished).toBe(true)
    expect(acks()).toHaveLength(2)
  })

  it('ignores other origins, other windows and other shapes, without acknowledging them', () => {
    const { callbacks, posted, message, fromWidget } = setup()
    fromWidget(message('onComplete'), { origin: 'https://evil.example' })
    fromWidget(message('onComplete'), { source: window })
    fromWidget({ ...message('onComplete'), protocol: 'other' })
    fromWidget({ ...message('onComplete'), payload: 'x' })
    fromWidget('onComplete')
    expect(callbacks.onComplete).not.toHaveBeenCalled()
    expect(posted).not.toHaveBeenCalled()
  })

  it('aborts with a reason a developer can act on when the loaded widget does not speak within 5000 ms (a refused frame loads too)', () => {
    // Assigned, not spied: vitest's console in a vm context does not take vi.spyOn.
    const warn = vi.fn()
    const original = console.warn
    console.warn = warn
    onTestFinished(() => {
      console.warn = original
    })
    const { handle, callbacks } = setup()
    handle.iframe.dispatchEvent(new Event('load'))
    vi.advanceTimersByTime(4_999)
    expect(callbacks.onAbort).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(callbacks.onAbort).toHaveBeenCalledWith({
      reason: 'handshake_timeout',
      error: expect.stringMatching(
        /^The widget did not answer within 5000 ms of loading\. Most often the browser refused to frame it: this page's origin \(http:\/\/localhost(:\d+)?\) is not among the checkout origins listed for the session's merchant/,
      ),
    })
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^IdvWidget: The widget did not answer/))
  })

  it('does not time out a widget that answered', () => {
    const { handle, callbacks, message, fromWidget } = setup()
    handle.iframe.dispatchEvent(new Event('load'))
    fromWidget(message('onEvent', { name: 'start' }))
    vi.advanceTimersByTime(60_000)
    expect(callbacks.onAbort).not.toHaveBeenCalled()
  })

  it('destroy() removes the frame and silences every callback, and may be called again', () => {
    const { handle, callbacks, message, fromWidget, frame } = setup()
    handle.iframe.dispatchEvent(new Event('load'))
    handle.destroy()
    handle.destroy()
    expect(document.getElementById('slot')!.children).toHaveLength(0)
    fromWidget(message('onComplete'), { source: frame })
    vi.advanceTimersByTime(10_000)
    expect(callbacks.onComplete).not.toHaveBeenCalled()
    expect(callbacks.onAbort).not.toHaveBeenCalled()
  })

  it('close() removes the frame and ends the flow for the page once: onAbort closed_by_merchant', async () => {
    const { handle, callbacks } = setup()
    handle.close()
    handle.close()
    expect(handle.iframe.isConnected).toBe(false)
    expect(callbacks.onAbort.mock.calls).toEqual([[{ reason: 'closed_by_merchant' }]])
    await expect(handle.outcome).resolves.toEqual({ type: 'onAbort', payload: { reason: 'closed_by_merchant' } })
  })

  it('close() after the end calls nothing more', () => {
    const { handle, callbacks, message, fromWidget } = setup()
    fromWidget(message('onComplete', { status: 'success', token: 'rt' }))
    handle.close()
    expect(callbacks.onAbort).not.toHaveBeenCalled()
    expect(handle.iframe.isConnected).toBe(false)
  })

  it('a new frame in the same container replaces the old one (a retry), which goes silently', () => {
    const { handle, callbacks } = setup()
    const again = open({ widgetUrl: `${WIDGET}/#second.t.k`, container: 'slot' })
    expect(handle.iframe.isConnected).toBe(false)
    expect(document.querySelectorAll('#slot iframe')).toHaveLength(1)
    expect(callbacks.onAbort).not.toHaveBeenCalled()
    // Destroying the old handle later leaves the new frame alone.
    handle.destroy()
    expect(again.iframe.isConnected).toBe(true)
  })

  it('an AbortSignal closes it', () => {
    const controller = new AbortController()
    const { handle, callbacks } = setup({ signal: controller.signal })
    controller.abort()
    expect(handle.iframe.isConnected).toBe(false)
    expect(callbacks.onAbort).toHaveBeenCalledWith({ reason: 'closed_by_merchant' })
  })
})

describe('IdvWidget.verify (await instead of callbacks)', () => {
  it('inline: brings the frame into view when Tab moves focus into it from out of view, until it is destroyed', async () => {
    vi.useFakeTimers()
    const { handle } = setup()
    const scrolled = vi.fn()
    handle.iframe.scrollIntoView = scrolled
    vi.spyOn(handle.iframe, 'getBoundingClientRect').mockReturnValue({ top: -2000, bottom: -1400 } as DOMRect)
    const tabIn = async () => {
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }))
      vi.spyOn(document, 'activeElement', 'get').mockReturnValue(handle.iframe)
      window.dispatchEvent(new Event('blur'))
      await vi.advanceTimersByTimeAsync(1)
    }
    await tabIn()
    expect(scrolled).toHaveBeenCalledWith({ block: 'start', inline: 'nearest' })
    handle.destroy()
    await tabIn()
    expect(scrolled).toHaveBeenCalledTimes(1)
    vi.useRealTimers()
  })

  it('resolves with the terminal message, and the callbacks still run', async () => {
    document.body.innerHTML = '<div id="slot"></div>'
    const { fromWidget } = fakeFrames()
    const onComplete = vi.fn()
    const outcome = verify({ widgetUrl: `${WIDGET}/#t.o.k`, container: 'slot', onComplete })
    fromWidget('onComplete', { status: 'success', token: 'rt' })
    await expect(outcome).resolves.toEqual({ type: 'onComplete', payload: { status: 'success', token: 'rt' } })
    expect(onComplete).toHaveBeenCalledTimes(1)
  })

  it('rejects with the typed error for bad options, adding nothing to the page', async () => {
    document.body.innerHTML = ''
    const error = await verify({ clientToken: 'a.b.c' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(IdvWidgetError)
    expect((error as IdvWidgetError).code).toBe('no_widget_url')
    expect(document.body.children).toHaveLength(0)
  })
})

describe('options the SDK cannot honour throw an IdvWidgetError naming them, never a silent no-op', () => {
  const code = (options: unknown) => {
    try {
      open(options as OpenOptions)
    } catch (error) {
      expect(error).toBeInstanceOf(IdvWidgetError)
      return `${(error as IdvWidgetError).code}: ${(error as Error).message}`
    }
    return 'opened'
  }
  beforeEach(() => {
    document.body.innerHTML = '<div id="slot"></div>'
    fakeFrames()
  })

  it.each([
    [{ container: 'slot' }, 'no_widget_url: IdvWidget: give widgetUrl (from your server) or clientToken'],
    [
      { clientToken: 'a.b.c' },
      'no_widget_url: IdvWidget: clientToken needs widgetOrigin when this script was not loaded from the widget’s origin',
    ],
    [
      { widgetUrl: `${WIDGET}/#t`, container: 'nope' },
      'no_container: IdvWidget: no element with id "nope" in the page',
    ],
    [
      { widgetUrl: `${WIDGET}/#t`, presentation: 'inline' },
      'no_container: IdvWidget: inline presentation needs a container (an element or its id)',
    ],
    [
      { widgetUrl: `${WIDGET}/#t`, container: document.createElement('div') },
      'no_container: IdvWidget: container must be an element in the page',
    ],
    [
      { widgetUrl: `${WIDGET}/#t`, presentation: 'modal', container: 'slot' },
      "invalid_options: IdvWidget: a modal covers the page and takes no container: pass presentation: 'inline' to embed the frame in it",
    ],
    [
      { widgetUrl: `${WIDGET}/#t`, presentation: 'popup' },
      `invalid_options: IdvWidget: presentation must be 'modal' or 'inline', not "popup"`,
    ],
    [
      { widgetUrl: `${WIDGET}/#t`, clientToken: 'a.b.c' },
      'invalid_options: IdvWidget: give widgetUrl or clientToken, not both',
    ],
    [{ widgetUrl: `${WIDGET}/#t`, onComplete: 'done' }, 'invalid_options: IdvWidget: onComplete must be a function'],
    [{ widgetUrl: 42 }, 'invalid_options: IdvWidget: widgetUrl must be a string'],
    [null, 'invalid_options: IdvWidget: open() takes an options object'],
    [
      { widgetUrl: 'javascript:alert(1)' },
      'invalid_widget_url: IdvWidget: widgetUrl must be https (http only on localhost), not javascript:',
    ],
    [
      { widgetUrl: 'http://widget.example/#t' },
      'invalid_widget_url: IdvWidget: widgetUrl must be https (http only on localhost), not http:',
    ],
    [{ widgetUrl: '/#t' }, 'invalid_widget_url: IdvWidget: widgetUrl is not an absolute URL'],
    [
      { widgetUrl: 'https://other.example/#t', widgetOrigin: WIDGET },
      'origin_mismatch: IdvWidget: widgetUrl is on https://other.example, not on the configured widgetOrigin https://widget.example',
    ],
  ])('%j', (options, expected) => {
    expect(code(options)).toBe(expected)
    expect(document.querySelector('iframe')).toBeNull()
  })

  it('opens on loopback http for local development, and a clientToken on the configured origin', () => {
    expect(code({ widgetUrl: 'http://127.0.0.1:8787/#t', container: 'slot' })).toBe('opened')
    const handle = open({ clientToken: 'a.b.c', widgetOrigin: 'http://localhost:8787/', container: 'slot' })
    expect(handle.iframe.src).toBe('http://localhost:8787/#a.b.c')
  })
})
