import { expect } from 'vitest'
import { WINDOW_NAME } from '../../widget/kit/child-protocol'
import type { ChildLike, ChildMessageEvent, ChildWindowIo } from '../../widget/kit/child-window'

export const EDGE_ORIGIN = 'https://edge.test'

export interface FakeChild extends ChildLike {
  url: string
  closed: boolean
  opener: unknown
  focused: number
  received: Array<[unknown, string]>
}

/**
 * Child windows, their messages and the timers as the bridge sees them, all
 * in the test's hands: `opened` are the windows `window.open` gave, `window()`
 * makes one the browser opened otherwise (a link, a page before a reload).
 */
export function fakeWindows({ blocked = false } = {}) {
  const self = { frame: 'widget' }
  const listeners = new Set<(event: ChildMessageEvent) => void>()
  const opened: FakeChild[] = []
  const state = { blocked, nonces: 0 }
  const window = (url: string, opener: unknown = self): FakeChild => {
    const child: FakeChild = {
      url,
      closed: false,
      opener,
      focused: 0,
      received: [],
      focus: () => void child.focused++,
      close: () => void (child.closed = true),
      postMessage: (message, origin) => void child.received.push([message, origin]),
      location: { replace: (to: string) => void (child.url = to) },
    }
    return child
  }
  const io: ChildWindowIo = {
    open: (url, name) => {
      expect(name).toBe(WINDOW_NAME)
      if (state.blocked) return null
      const child = window(url)
      opened.push(child)
      return child
    },
    self,
    origin: EDGE_ORIGIN,
    listen: (listener) => (listeners.add(listener), () => void listeners.delete(listener)),
    setTimeout: (callback, ms) => setTimeout(callback, ms),
    clearTimeout: (handle) => clearTimeout(handle as number),
    setInterval: (callback, ms) => setInterval(callback, ms),
    clearInterval: (handle) => clearInterval(handle as number),
    nonce: () => `n${++state.nonces}`,
  }
  const say = (source: unknown, data: unknown, origin = EDGE_ORIGIN) => {
    for (const listener of [...listeners]) listener({ origin, source, data })
  }
  const hello = (source: unknown, nonce: string, id = 'h1') =>
    say(source, { protocol: 'idv-handoff', version: 1, id, type: 'hello', nonce })
  const returned = (source: unknown, id = 'r1') =>
    say(source, { protocol: 'idv-handoff', version: 1, id, type: 'returned' })
  return { io, self, opened, window, say, hello, returned, listeners, state }
}
