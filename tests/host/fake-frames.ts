import { vi } from 'vitest'

export const WIDGET = 'https://widget.example'

/**
 * happy-dom loads no frames: each iframe the SDK makes gets a window of its
 * own that records what the page posts to it (while the frame is in the
 * page, as a browser's would). `created` counts every frame ever made, not
 * just those still in the page, which is what StrictMode must keep at one.
 */
export function fakeFrames() {
  vi.restoreAllMocks()
  const frames: Array<{ postMessage: ReturnType<typeof vi.fn> }> = []
  const createElement = document.createElement.bind(document)
  vi.spyOn(document, 'createElement').mockImplementation((tag: string, init?: ElementCreationOptions) => {
    const element = createElement(tag, init)
    if (tag === 'iframe') {
      const frame = { postMessage: vi.fn() }
      frames.push(frame)
      Object.defineProperty(element, 'contentWindow', { get: () => (element.isConnected ? frame : null) })
    }
    return element
  })
  let n = 0
  /** A message from the widget (the newest frame unless told), as the browser would deliver it. */
  const fromWidget = (
    type: 'onEvent' | 'onComplete' | 'onAbort',
    payload: Record<string, unknown>,
    frame = frames.at(-1),
  ) =>
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { protocol: 'idv-widget', version: 1, id: `w${++n}`, type, payload },
        origin: WIDGET,
        source: frame as unknown as Window,
      }),
    )
  return {
    frames,
    fromWidget,
    get created() {
      return frames.length
    },
  }
}
