import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { childAck, HANDSHAKE_TIMEOUT_MS, WINDOW_NAME } from '../../../widget/kit/child-protocol'
import { CLOSED_CHECK_MS, createChildWindow } from '../../../widget/kit/child-window'
import { EDGE_ORIGIN, fakeWindows } from '../fake-windows'

const ORIGIN = EDGE_ORIGIN

/** The bridge over fake windows. */
function world({ blocked = false } = {}) {
  const w = fakeWindows({ blocked })
  const events = { onReturn: vi.fn(), onClose: vi.fn(), onLoadError: vi.fn() }
  const bridge = createChildWindow(w.io, events, { l: 'sv', v: 'v1' })
  return { ...w, events, bridge }
}

describe('the child-window bridge', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('opens on the edge’s hand-off page and sends the child to the partner only after its handshake, acknowledged to the pinned origin', () => {
    const w = world()
    expect(w.bridge.open()).toBe(true)
    const child = w.opened[0]!
    expect(child.url).toBe(`${ORIGIN}/handoff/open#n=n1&l=sv&v=v1`)
    expect(w.bridge.state.value).toBe('opening')
    w.bridge.navigate('https://partner.test/start')
    expect(child.url).toContain('/handoff/open')
    w.hello(child, 'n1')
    expect(child.received).toEqual([[childAck('h1'), ORIGIN]])
    expect(child.url).toBe('https://partner.test/start')
    expect(w.bridge.state.value).toBe('open')
  })

  it('navigates at once when the handshake came before the partner’s address', () => {
    const w = world()
    w.bridge.open()
    w.hello(w.opened[0]!, 'n1')
    w.bridge.navigate('https://partner.test/a')
    expect(w.opened[0]!.url).toBe('https://partner.test/a')
  })

  it('a child silent past the 5,000 ms handshake still goes to the partner, and analytics hears of it', () => {
    const w = world()
    w.bridge.open()
    w.bridge.navigate('https://partner.test/a')
    vi.advanceTimersByTime(HANDSHAKE_TIMEOUT_MS - 1)
    expect(w.opened[0]!.url).toContain('/handoff/open')
    vi.advanceTimersByTime(1)
    expect(w.opened[0]!.url).toBe('https://partner.test/a')
    expect(w.bridge.state.value).toBe('open')
    expect(w.events.onLoadError).toHaveBeenCalledWith('no_handshake')
  })

  it('a window closed before it ever spoke counts as blocked (blockers that close popups)', () => {
    const w = world()
    w.bridge.open()
    w.opened[0]!.closed = true
    vi.advanceTimersByTime(CLOSED_CHECK_MS)
    expect(w.bridge.state.value).toBe('blocked')
    expect(w.events.onLoadError).toHaveBeenCalledWith('blocked')
    expect(w.events.onClose).not.toHaveBeenCalled()
  })

  it('blocked: the fallback link opens the same page; its handshake adopts the window and the flow goes on', () => {
    const w = world({ blocked: true })
    expect(w.bridge.open()).toBe(false)
    expect(w.bridge.state.value).toBe('blocked')
    expect(w.events.onLoadError).toHaveBeenCalledWith('blocked')
    const link = w.bridge.link()
    expect(link).toEqual({ href: `${ORIGIN}/handoff/open#n=n1&l=sv&v=v1`, target: WINDOW_NAME })
    w.bridge.navigate('https://partner.test/a')
    // The shopper follows the link: the browser opens it, with this frame as its opener.
    const child = w.window(link.href)
    w.hello(child, 'n1')
    expect(child.received).toEqual([[childAck('h1'), ORIGIN]])
    expect(child.url).toBe('https://partner.test/a')
    expect(w.bridge.state.value).toBe('open')
    w.bridge.focus()
    expect(child.focused).toBe(1)
  })

  it('ignores messages from another origin, in another shape, with another nonce, or from a window it did not open', () => {
    const w = world()
    w.bridge.open()
    const child = w.opened[0]!
    w.hello(child, 'n1', 'x')
    child.received.length = 0
    const stranger = w.window('https://edge.test/handoff/return', { someone: 'else' })
    w.say(child, { protocol: 'idv-handoff', version: 1, id: 'a', type: 'returned' }, 'https://evil.test')
    w.say(child, { protocol: 'idv-handoff', version: 2, id: 'b', type: 'returned' })
    w.say(child, { protocol: 'idv-handoff', version: 1, id: 'c', type: 'finished' })
    w.say(child, { protocol: 'idv-handoff', version: 1, id: '', type: 'returned' })
    w.say(child, 'returned' as unknown as Record<string, unknown>)
    w.returned(stranger, 'd')
    // A window this frame opened earlier is not the one it opened now.
    w.returned(w.window('https://edge.test/handoff/return'), 'e')
    w.hello(child, 'n0', 'f')
    expect(w.bridge.state.value).toBe('open')
    expect(w.events.onReturn).not.toHaveBeenCalled()
    expect(child.received).toEqual([])
    expect(stranger.received).toEqual([])
  })

  it('the return page’s word ends the hand-off once, however often it is said; each saying is acknowledged', () => {
    const w = world()
    w.bridge.open()
    const child = w.opened[0]!
    w.hello(child, 'n1')
    w.returned(child, 'r1')
    w.returned(child, 'r1')
    expect(w.events.onReturn).toHaveBeenCalledTimes(1)
    expect(child.received.slice(1)).toEqual([
      [childAck('r1'), ORIGIN],
      [childAck('r1'), ORIGIN],
    ])
    expect(w.bridge.state.value).toBe('returned')
    // The return page closes itself: that is no shopper closing it.
    child.closed = true
    vi.advanceTimersByTime(CLOSED_CHECK_MS * 2)
    expect(w.events.onClose).not.toHaveBeenCalled()
    expect(w.bridge.state.value).toBe('returned')
  })

  it('says so when the shopper closes the window before coming back', () => {
    const w = world()
    w.bridge.open()
    w.hello(w.opened[0]!, 'n1')
    w.opened[0]!.closed = true
    vi.advanceTimersByTime(CLOSED_CHECK_MS)
    expect(w.bridge.state.value).toBe('closed')
    expect(w.events.onClose).toHaveBeenCalledTimes(1)
  })

  it('after a reload, with no window known, hears the return page of a window this frame opened, and no other', () => {
    const w = world()
    const before = w.window('https://edge.test/handoff/return')
    const other = w.window('https://edge.test/handoff/return', { another: 'frame' })
    w.returned(other)
    expect(w.events.onReturn).not.toHaveBeenCalled()
    w.returned(before)
    expect(w.events.onReturn).toHaveBeenCalledTimes(1)
    expect(before.received).toEqual([[childAck('r1'), ORIGIN]])
  })

  it('opening again reuses the window name with a new nonce; close and dispose shut the window and stop listening', () => {
    const w = world()
    w.bridge.open()
    w.bridge.close()
    expect(w.opened[0]!.closed).toBe(true)
    expect(w.bridge.state.value).toBe('idle')
    w.bridge.open()
    expect(w.opened[1]!.url).toContain('#n=n2&')
    // The first window's nonce no longer opens anything.
    w.hello(w.opened[1]!, 'n1')
    expect(w.bridge.state.value).toBe('opening')
    w.bridge.dispose()
    expect(w.opened[1]!.closed).toBe(true)
    // Still listening, only to answer a return page (below); then not at all.
    vi.advanceTimersByTime(HANDSHAKE_TIMEOUT_MS)
    expect(w.listeners.size).toBe(0)
  })

  it('after the flow ended (polling first, the window unknown since a reload), a return page is acknowledged so it closes, and nothing else happens', () => {
    const w = world()
    const before = w.window('https://edge.test/handoff/return')
    w.bridge.dispose()
    w.hello(before, 'n1')
    expect(before.received).toEqual([])
    w.returned(before)
    expect(before.received).toEqual([[childAck('r1'), ORIGIN]])
    expect(w.events.onReturn).not.toHaveBeenCalled()
    expect(w.bridge.state.value).toBe('idle')
    vi.advanceTimersByTime(HANDSHAKE_TIMEOUT_MS)
    w.returned(before)
    expect(before.received).toHaveLength(1)
  })
})
