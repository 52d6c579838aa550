import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { open, type OpenOptions } from '../../host/index'
import { ackFor, type WidgetMessage } from '../../host/protocol'

const WIDGET = 'https://widget.example'

function setup(extra: Partial<OpenOptions> = {}) {
  document.body.innerHTML = '<div id="slot"></div>'
  // happy-dom loads no frames: give the widget's frame a window of its own to receive acknowledgements.
  const frame = { postMessage: vi.fn() } as unknown as Window
  const createElement = document.createElement.bind(document)
  vi.spyOn(document, 'createElement').mockImplementation((tag: string) => {
    const element = createElement(tag)
    if (tag === 'iframe') Object.defineProperty(element, 'contentWindow', { get: () => (element.isConnected ? frame : null) })
    return element
  })
  const callbacks = { onEvent: vi.fn(), onComplete: vi.fn(), onAbort: vi.fn() }
  const handle = open({ widgetUrl: `${WIDGET}/#tok.en.here`, container: 'slot', ...callbacks, ...extra })
  const acks = vi.mocked(frame.postMessage)
  let n = 0
  const message = (type: WidgetMessage['type'], payload = {}, id = `m${++n}`): WidgetMessage => ({ protocol: 'idv-widget', version: 1, id, type, payload })
  /** A message from the widget, as the browser would deliver it. */
  const fromWidget = (data: unknown, init: { origin?: string; source?: Window | null } = {}) =>
    window.dispatchEvent(new MessageEvent('message', { data, origin: init.origin ?? WIDGET, source: init.source === undefined ? frame : init.source }))
  return { handle, callbacks, acks, message, fromWidget }
}

describe('IdvWidget.open', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('creates a labelled frame that may use the camera and sends only its origin as referrer', () => {
    const { handle } = setup({ title: 'Verify your identity' })
    expect(handle.iframe.parentElement?.id).toBe('slot')
    expect(handle.iframe.title).toBe('Verify your identity')
    expect(handle.iframe.allow).toContain('camera')
    expect(handle.iframe.referrerPolicy).toBe('origin')
    expect(handle.iframe.src).toBe(`${WIDGET}/#tok.en.here`)
  })

  it('acknowledges every message, duplicates too, and acts on each id once', () => {
    const { callbacks, acks, message, fromWidget } = setup()
    const start = message('onEvent', { name: 'start' })
    fromWidget(start)
    fromWidget(start)
    expect(callbacks.onEvent).toHaveBeenCalledTimes(1)
    expect(callbacks.onEvent).toHaveBeenCalledWith({ name: 'start' })
    expect(acks.mock.calls).toEqual([
      [ackFor(start.id), WIDGET],
      [ackFor(start.id), WIDGET],
    ])
  })

  it('makes exactly one terminal callback, whatever the widget sends', () => {
    const { callbacks, message, fromWidget } = setup()
    fromWidget(message('onComplete', { status: 'success', token: 'rt' }))
    fromWidget(message('onAbort', {}))
    fromWidget(message('onComplete', { status: 'success', token: 'again' }))
    expect(callbacks.onComplete.mock.calls).toEqual([[{ status: 'success', token: 'rt' }]])
    expect(callbacks.onAbort).not.toHaveBeenCalled()
  })

  it('ignores other origins, other windows and other shapes, without acknowledging them', () => {
    const { callbacks, acks, message, fromWidget } = setup()
    fromWidget(message('onComplete'), { origin: 'https://evil.example' })
    fromWidget(message('onComplete'), { source: window })
    fromWidget({ ...message('onComplete'), protocol: 'other' })
    fromWidget({ ...message('onComplete'), payload: 'x' })
    fromWidget('onComplete')
    expect(callbacks.onComplete).not.toHaveBeenCalled()
    expect(acks).not.toHaveBeenCalled()
  })

  it('aborts with a clear reason when the loaded widget does not speak within 5000 ms', () => {
    const { handle, callbacks } = setup()
    handle.iframe.dispatchEvent(new Event('load'))
    vi.advanceTimersByTime(4_999)
    expect(callbacks.onAbort).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(callbacks.onAbort).toHaveBeenCalledWith({ reason: 'handshake_timeout', error: 'The widget did not answer within 5000 ms' })
  })

  it('does not time out a widget that answered', () => {
    const { handle, callbacks, message, fromWidget } = setup()
    handle.iframe.dispatchEvent(new Event('load'))
    fromWidget(message('onEvent', { name: 'start' }))
    vi.advanceTimersByTime(60_000)
    expect(callbacks.onAbort).not.toHaveBeenCalled()
  })

  it('close() removes the frame and silences every callback', () => {
    const { handle, callbacks, message, fromWidget } = setup()
    handle.iframe.dispatchEvent(new Event('load'))
    const frame = handle.iframe.contentWindow
    handle.close()
    expect(document.getElementById('slot')!.children).toHaveLength(0)
    fromWidget(message('onComplete'), { source: frame })
    vi.advanceTimersByTime(10_000)
    expect(callbacks.onComplete).not.toHaveBeenCalled()
    expect(callbacks.onAbort).not.toHaveBeenCalled()
  })

  it('refuses to open without a URL or container, with a message that says which', () => {
    document.body.innerHTML = ''
    expect(() => open({ container: 'slot' })).toThrow('needs widgetUrl, or clientToken with a known widgetOrigin')
    expect(() => open({ container: 'nope', widgetUrl: `${WIDGET}/#t` })).toThrow('container not found')
  })
})
