import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ackFor, presentationMessage } from '../../../contracts/protocol'
import { createParentBridge, resolveParentOrigin } from '../../../widget/bridge/parent-bridge'

const framedWindow = (origin: { ancestor?: string; referrer?: string }) => {
  const parent = { postMessage: vi.fn() }
  const listeners: Array<(event: MessageEvent) => void> = []
  const win = {
    parent,
    location: { ancestorOrigins: origin.ancestor ? [origin.ancestor] : undefined },
    document: { referrer: origin.referrer ?? '' },
    addEventListener: (_: string, listener: (event: MessageEvent) => void) => listeners.push(listener),
  }
  /** A message arriving at the widget, as the browser would dispatch it. */
  const receive = (data: unknown, from: { origin?: string; source?: unknown } = {}) => {
    for (const l of listeners)
      l({ data, origin: from.origin ?? 'https://shop.example', source: from.source ?? parent } as MessageEvent)
  }
  return { win: win as unknown as Window, parent, receive }
}

describe('parent bridge', () => {
  it('pins the target origin to the embedding page', () => {
    const { win, parent } = framedWindow({ ancestor: 'https://shop.example' })
    createParentBridge(win).post('onEvent', { name: 'start' })
    expect(parent.postMessage).toHaveBeenCalledWith(
      expect.objectContaining({
        protocol: 'idv-widget',
        version: 1,
        type: 'onEvent',
        payload: { name: 'start' },
        id: expect.any(String),
      }),
      'https://shop.example',
    )
  })
  it('falls back to the referrer origin, never to *', () => {
    expect(resolveParentOrigin(framedWindow({ referrer: 'https://shop.example/checkout?x=1' }).win as never)).toBe(
      'https://shop.example',
    )
    const { win, parent } = framedWindow({})
    const log = { info: vi.fn(), warn: vi.fn() }
    createParentBridge(win, log).post('onComplete', { status: 'success' })
    expect(parent.postMessage).not.toHaveBeenCalled()
    expect(log.warn).toHaveBeenCalled()
  })
  it('logs to the console when not framed', () => {
    const win = { location: {}, document: { referrer: '' } } as unknown as Window & { parent: unknown }
    ;(win as { parent: unknown }).parent = win
    const log = { info: vi.fn(), warn: vi.fn() }
    createParentBridge(win, log).post('onEvent', { name: 'start' })
    expect(log.info).toHaveBeenCalledWith('[idv-widget]', 'onEvent', { name: 'start' })
  })

  describe('acknowledgements', () => {
    beforeEach(() => vi.useFakeTimers())
    afterEach(() => vi.useRealTimers())

    it('sends a message again, same id, every 1000 ms until the page acknowledges it', () => {
      const { win, parent, receive } = framedWindow({ ancestor: 'https://shop.example' })
      createParentBridge(win).post('onComplete', { status: 'success' })
      vi.advanceTimersByTime(999)
      expect(parent.postMessage).toHaveBeenCalledTimes(1)
      vi.advanceTimersByTime(1)
      expect(parent.postMessage).toHaveBeenCalledTimes(2)
      const [first, second] = parent.postMessage.mock.calls.map((c) => c[0])
      expect(second).toEqual(first)
      receive(ackFor(first.id))
      vi.advanceTimersByTime(10_000)
      expect(parent.postMessage).toHaveBeenCalledTimes(2)
    })

    it('gives up after five sends and says so', () => {
      const { win, parent } = framedWindow({ ancestor: 'https://shop.example' })
      const log = { info: vi.fn(), warn: vi.fn() }
      createParentBridge(win, log).post('onEvent', { name: 'start' })
      vi.advanceTimersByTime(60_000)
      expect(parent.postMessage).toHaveBeenCalledTimes(5)
      expect(log.warn).toHaveBeenCalledWith('[idv-widget] the page never acknowledged', 'onEvent')
    })

    it('accepts an acknowledgement only from the embedding page, in the protocol’s shape', () => {
      const { win, parent, receive } = framedWindow({ ancestor: 'https://shop.example' })
      createParentBridge(win).post('onEvent', { name: 'start' })
      const { id } = parent.postMessage.mock.calls[0]![0]
      receive(ackFor(id), { origin: 'https://evil.example' })
      receive(ackFor(id), { source: {} })
      receive({ ...ackFor(id), protocol: 'other' })
      receive({ ...ackFor(id), type: 'onAbort' })
      receive(`ack ${id}`)
      vi.advanceTimersByTime(1_000)
      expect(parent.postMessage).toHaveBeenCalledTimes(2)
      receive(ackFor(id))
      vi.advanceTimersByTime(5_000)
      expect(parent.postMessage).toHaveBeenCalledTimes(2)
    })

    it('keeps ids unique, so the page acts on every message once', () => {
      const { win, parent } = framedWindow({ ancestor: 'https://shop.example' })
      const bridge = createParentBridge(win)
      bridge.post('onEvent', { name: 'start' })
      bridge.post('onEvent', { name: 'component_mounted' })
      const ids = parent.postMessage.mock.calls.map((c) => c[0].id)
      expect(new Set(ids).size).toBe(2)
    })
  })

  describe('presentation (the page tells the widget how it shows the frame)', () => {
    it('is inline until told, so a page that says nothing never gets a focus trap', () => {
      const { win } = framedWindow({ ancestor: 'https://shop.example' })
      expect(createParentBridge(win).presentation.value).toBe('inline')
    })

    it('follows the embedding page’s word, in the protocol’s shape', () => {
      const { win, receive } = framedWindow({ ancestor: 'https://shop.example' })
      const bridge = createParentBridge(win)
      receive(presentationMessage('p1', 'modal'))
      expect(bridge.presentation.value).toBe('modal')
      receive(presentationMessage('p2', 'inline'))
      expect(bridge.presentation.value).toBe('inline')
    })

    it('hears no other origin, window or shape', () => {
      const { win, receive } = framedWindow({ ancestor: 'https://shop.example' })
      const bridge = createParentBridge(win)
      receive(presentationMessage('p1', 'modal'), { origin: 'https://evil.example' })
      receive(presentationMessage('p1', 'modal'), { source: {} })
      receive({ ...presentationMessage('p1', 'modal'), version: 2 })
      receive({ ...presentationMessage('p1', 'modal'), payload: { mode: 'fullscreen' } })
      receive({ ...presentationMessage('p1', 'modal'), payload: 'modal' })
      expect(bridge.presentation.value).toBe('inline')
    })
  })
})
