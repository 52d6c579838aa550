import { describe, expect, it, vi } from 'vitest'
import { listenToChild } from '../../../widget/kit/child-messages'
import { CHILD_PROTOCOL, CHILD_PROTOCOL_VERSION } from '../../../widget/kit/child-protocol'

const ORIGIN = 'https://idv.example'
const message = (type: 'hello' | 'returned', more: Record<string, unknown> = {}) => ({
  protocol: CHILD_PROTOCOL,
  version: CHILD_PROTOCOL_VERSION,
  id: 'm1',
  type,
  ...more,
})

function setup(known: unknown, done = false) {
  let listener: (event: { origin: string; source: unknown; data: unknown }) => void = () => {}
  const self = {}
  const on = { hello: vi.fn(), returned: vi.fn() }
  listenToChild(
    { origin: ORIGIN, self, listen: (l) => ((listener = l), () => {}) },
    { window: () => known, nonce: () => 'n1', done: () => done },
    on,
  )
  return { on, self, hear: (source: unknown, data: unknown, origin = ORIGIN) => listener({ origin, source, data }) }
}
const child = () => ({ postMessage: vi.fn(), opener: null as unknown })

describe("a hand-off child's messages", () => {
  it('counts a hello with the nonce from the window held, acknowledged at once', () => {
    const win = child()
    const { on, hear } = setup(win)
    hear(win, message('hello', { nonce: 'n2' }))
    expect(on.hello).not.toHaveBeenCalled()
    hear(win, message('hello', { nonce: 'n1' }))
    expect(on.hello).toHaveBeenCalledWith(win)
    expect(win.postMessage).toHaveBeenCalledOnce()
  })

  it('ignores another origin, another shape and another window', () => {
    const win = child()
    const { on, hear } = setup(win)
    hear(win, message('returned'), 'https://evil.example')
    hear(win, { ...message('returned'), version: 99 })
    hear(child(), message('returned'))
    expect(on.returned).not.toHaveBeenCalled()
  })

  it('with no window known, takes one this window opened', () => {
    const { on, self, hear } = setup(null)
    const stranger = child()
    hear(stranger, message('returned'))
    expect(on.returned).not.toHaveBeenCalled()
    const ours = { ...child(), opener: self }
    hear(ours, message('returned'))
    expect(on.returned).toHaveBeenCalledOnce()
  })

  it('once the flow moved on, still answers a return page, and does nothing else', () => {
    const win = child()
    const { on, hear } = setup(win, true)
    hear(win, message('hello', { nonce: 'n1' }))
    hear(win, message('returned'))
    expect(win.postMessage).toHaveBeenCalledOnce()
    expect(on.hello).not.toHaveBeenCalled()
    expect(on.returned).not.toHaveBeenCalled()
  })
})
