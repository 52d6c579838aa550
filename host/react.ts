// React binding of the host SDK (dist/sdk/idv-react.js). React is the merchant's (a peer
// dependency, never bundled); nothing here touches window or document until an effect or an
// event handler runs, so it server-renders as it is. No JSX: the entry imports only `react`.
import { createElement, useCallback, useEffect, useRef, useState, type CSSProperties, type ReactElement } from 'react'
import { IdvWidgetError } from './errors'
import { open as openWidget } from './index'
import type { OpenOptions, WidgetHandle } from './types'

export { IdvWidgetError } from './errors'
export { verify } from './index'
export type * from './types'

/** `open()`'s options for a modal opened by the hook (the hook owns `presentation` and `container`). */
export type UseIdvWidgetOptions = Omit<OpenOptions, 'presentation' | 'container' | 'signal'>

export interface UseIdvWidget {
  /** Opens the modal. While one is open, calling it again does nothing (a double click opens one frame). */
  open: () => void
  /**
   * True in the browser once there is a widget to open (a `clientToken` or `widgetUrl`). It stays
   * true while the modal is open, so a button disabled by it keeps the focus the modal gives back.
   */
  ready: boolean
  /** The IdvWidgetError of the last `open()`, if its options were wrong. */
  error: IdvWidgetError | null
}

/** The latest options, for callbacks that run long after the render that made them. */
function useLatest<T>(value: T) {
  const ref = useRef(value)
  useEffect(() => {
    ref.current = value
  })
  return ref
}

/** Callbacks that always call the latest props, so a re-render never reopens the frame. */
const forward = (latest: {
  current: UseIdvWidgetOptions
}): Pick<OpenOptions, 'onEvent' | 'onComplete' | 'onAbort'> => ({
  onEvent: (event) => latest.current.onEvent?.(event),
  onComplete: (payload) => latest.current.onComplete?.(payload),
  onAbort: (payload) => latest.current.onAbort?.(payload),
})

const asError = (error: unknown) =>
  error instanceof IdvWidgetError ? error : new IdvWidgetError('invalid_options', String(error))

/**
 * The modal, opened on demand (like Plaid's `usePlaidLink`):
 * `const { open, ready, error } = useIdvWidget({ clientToken, onComplete })`.
 * The frame is removed when the component unmounts; no callback runs after.
 */
export function useIdvWidget(options: UseIdvWidgetOptions): UseIdvWidget {
  const latest = useLatest(options)
  const handle = useRef<WidgetHandle | null>(null)
  const [mounted, setMounted] = useState(false)
  const [error, setError] = useState<IdvWidgetError | null>(null)

  useEffect(() => {
    setMounted(true)
    return () => {
      handle.current?.destroy()
      handle.current = null
    }
  }, [])

  const open = useCallback(() => {
    if (handle.current && !handle.current.finished) return
    try {
      handle.current = openWidget({ ...latest.current, ...forward(latest), presentation: 'modal' })
      setError(null)
    } catch (caught) {
      setError(asError(caught))
    }
  }, [latest])

  const hasWidget = !!(options.clientToken || options.widgetUrl)
  return { open, ready: mounted && hasWidget, error }
}

export interface IdvWidgetProps extends Omit<OpenOptions, 'presentation' | 'container' | 'signal'> {
  className?: string
  style?: CSSProperties
}

/**
 * The widget inline, in a `div` of its own: `<IdvWidget clientToken={…} onComplete={…} />`.
 * It opens after mount and is removed on unmount. Under StrictMode's
 * mount–unmount–mount the first open is cancelled before it happens, so one
 * frame is ever made. A new `clientToken` or `widgetUrl` opens a new frame;
 * new callbacks do not. Bad options throw to the nearest error boundary.
 */
export function IdvWidget({ className, style, ...options }: IdvWidgetProps): ReactElement {
  const container = useRef<HTMLDivElement>(null)
  const latest = useLatest(options)
  const [error, setError] = useState<IdvWidgetError | null>(null)
  if (error) throw error

  const { clientToken, widgetUrl, widgetOrigin, title, locale } = options
  useEffect(() => {
    let handle: WidgetHandle | null = null
    let cancelled = false
    // After the effects of this commit: StrictMode's simulated unmount cancels it first.
    queueMicrotask(() => {
      if (cancelled || !container.current) return
      try {
        handle = openWidget({
          ...latest.current,
          ...forward(latest),
          container: container.current,
          presentation: 'inline',
        })
      } catch (caught) {
        setError(asError(caught))
      }
    })
    return () => {
      cancelled = true
      handle?.destroy()
    }
  }, [clientToken, widgetUrl, widgetOrigin, title, locale, latest])

  return createElement('div', { ref: container, className, style })
}
