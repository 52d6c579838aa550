import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { childAck } from '../../../widget/kit/child-protocol'
import {
  pageText,
  runChildPage,
  type ChildPageIo,
  type PageSettings,
  type PageText,
  type PageView,
} from '../../../widget/handoff-page/child-page'

const ORIGIN = 'https://edge.test'
const TEXT: PageText = {
  connecting: 'Connecting you…',
  returning: 'Taking you back…',
  doneTitle: 'You can close this window',
  done: 'Go back.',
  close: 'Close',
  title: 'Secure',
  language: 'en',
}

/** The page in its child window: opener, storage, text and timers in the test's hands. */
function page(
  path: string,
  { hash = '', opener = true, stored = null as PageSettings | null, text = TEXT as PageText | null } = {},
) {
  const listeners = new Set<(event: { origin: string; source: unknown; data: unknown }) => void>()
  const posted: Array<[unknown, string]> = []
  const widget = { postMessage: (message: unknown, origin: string) => void posted.push([message, origin]) }
  const views: Array<[PageView, PageText | null]> = []
  let storage = stored
  const io: ChildPageIo = {
    path,
    hash,
    origin: ORIGIN,
    opener: opener ? widget : null,
    listen: (listener) => (listeners.add(listener), () => void listeners.delete(listener)),
    setTimeout: (callback, ms) => setTimeout(callback, ms),
    clearTimeout: (handle) => clearTimeout(handle as number),
    read: () => storage,
    write: (settings) => void (storage = settings),
    language: 'de-DE',
    loadText: vi.fn(async () => text),
    render: (view, t) => void views.push([view, t]),
    forgetUrl: vi.fn(),
    close: vi.fn(),
    id: () => 'm1',
  }
  runChildPage(io)
  const answer = (data: unknown, source: unknown = widget, origin = ORIGIN) => {
    for (const listener of [...listeners]) listener({ origin, source, data })
  }
  return {
    io,
    posted,
    views,
    widget,
    answer,
    listeners,
    storage: () => storage,
    view: () => views[views.length - 1]![0],
  }
}

describe('the hand-off page', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('/handoff/open: keeps the launch’s locale and version for the return page, drops the fragment, and says hello with the nonce to the pinned origin', async () => {
    const p = page('/handoff/open', { hash: '#n=abc123&l=sv&v=v9' })
    expect(p.storage()).toEqual({ l: 'sv', v: 'v9' })
    expect(p.io.forgetUrl).toHaveBeenCalled()
    expect(p.io.loadText).toHaveBeenCalledWith({ l: 'sv', v: 'v9' })
    expect(p.posted).toEqual([
      [{ protocol: 'idv-handoff', version: 1, id: 'm1', type: 'hello', nonce: 'abc123' }, ORIGIN],
    ])
    await vi.advanceTimersByTimeAsync(0)
    expect(p.views.at(-1)).toEqual(['connecting', TEXT])
    p.answer(childAck('m1'))
    await vi.advanceTimersByTimeAsync(10_000)
    // Acknowledged: it waits for the widget to send it on, and stops asking.
    expect(p.posted).toHaveLength(1)
    expect(p.view()).toBe('connecting')
    expect(p.io.close).not.toHaveBeenCalled()
  })

  it('ignores a launch locale or version that is not one, and speaks the browser’s language', () => {
    const p = page('/handoff/open', { hash: '#n=abc&l=<script>&v=../../x' })
    expect(p.storage()).toEqual({ l: 'de-DE', v: '' })
  })

  it('/handoff/return: tells the opener, and closes itself once acknowledged', async () => {
    const p = page('/handoff/return', { stored: { l: 'fi', v: 'v2' } })
    expect(p.io.loadText).toHaveBeenCalledWith({ l: 'fi', v: 'v2' })
    expect(p.posted).toEqual([[{ protocol: 'idv-handoff', version: 1, id: 'm1', type: 'returned' }, ORIGIN]])
    expect(p.view()).toBe('returning')
    p.answer(childAck('m1'))
    expect(p.io.close).toHaveBeenCalledTimes(1)
    // A browser that keeps the window open (opened by hand): the shopper is told what to do.
    await vi.advanceTimersByTimeAsync(400)
    expect(p.view()).toBe('done')
  })

  it('says it again every 1,000 ms, and after 5,000 ms without an answer tells the shopper to go back themselves', async () => {
    const p = page('/handoff/return')
    await vi.advanceTimersByTimeAsync(4_000)
    expect(p.posted).toHaveLength(5)
    expect(p.view()).toBe('returning')
    await vi.advanceTimersByTimeAsync(1_000)
    expect(p.posted).toHaveLength(5)
    expect(p.view()).toBe('done')
    expect(p.listeners.size).toBe(0)
    expect(p.io.close).not.toHaveBeenCalled()
  })

  it('counts only an acknowledgement of its own message, from its opener, on its own origin', async () => {
    const p = page('/handoff/return')
    p.answer(childAck('m1'), p.widget, 'https://evil.test')
    p.answer(childAck('m1'), { someone: 'else' })
    p.answer(childAck('other'))
    p.answer({ ...childAck('m1'), version: 2 })
    expect(p.io.close).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(5_000)
    expect(p.view()).toBe('done')
  })

  it('without an opener (opened by hand, or cut off by the partner), or a launch without a nonce, says what to do at once', () => {
    expect(page('/handoff/return', { opener: false }).view()).toBe('done')
    const bare = page('/handoff/open', { hash: '' })
    expect(bare.view()).toBe('done')
    expect(bare.posted).toEqual([])
  })

  it('reads its words out of the edge’s text, or none at all', () => {
    const answer = {
      common: { close: 'Stäng' },
      dialog: { logoLabel: 'Säker' },
      handoff: { page: { connecting: 'a', returning: 'b', doneTitle: 'c', done: 'd' } },
    }
    expect(pageText(answer, 'sv')).toEqual({
      connecting: 'a',
      returning: 'b',
      doneTitle: 'c',
      done: 'd',
      close: 'Stäng',
      title: 'Säker',
      language: 'sv',
    })
    expect(pageText({ ...answer, handoff: {} }, 'sv')).toBeNull()
    expect(pageText(null, 'sv')).toBeNull()
  })
})
