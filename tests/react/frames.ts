import { vi } from 'vitest'

export const WIDGET = 'https://widget.example'

/**
 * happy-dom loads no frames: each iframe the SDK makes gets a window of its
 * own, and `created` counts every frame ever made (not just those still in
 * the page), which is what StrictMode must keep at one.
 */
export function fakeFrames() {
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
  /** A message from the widget in the newest frame, as the browser would deliver it. */
  const fromWidget = (type: 'onEvent' | 'onComplete' | 'onAbort', payload: Record<string, unknown>, frame = frames.at(-1)) =>
    window.dispatchEvent(new MessageEvent('message', { data: { protocol: 'idv-widget', version: 1, id: `r${++n}`, type, payload }, origin: WIDGET, source: frame as unknown as Window }))
  return { frames, fromWidget, get created() {
    return frames.length
  } }
}
