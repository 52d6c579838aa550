import { isWidgetMessage } from './protocol'

export type Payload = Record<string, unknown>

export interface OpenOptions {
  /** The widget URL with the client token in its fragment (as the session server returns it)… */
  widgetUrl?: string
  /** …or the client token alone, opened on `widgetOrigin`. */
  clientToken?: string
  /** Defaults to the origin this script was loaded from. */
  widgetOrigin?: string
  /** Element (or its id) the iframe goes into. */
  container: HTMLElement | string
  /** Accessible name of the frame. */
  title?: string
  onEvent?: (payload: Payload) => void
  onComplete?: (payload: Payload) => void
  onAbort?: (payload: Payload) => void
}

export interface WidgetHandle {
  iframe: HTMLIFrameElement
  close(): void
}

/** Where this script came from: the widget lives on the same edge. Empty where there is no DOM (SSR). */
export const defaultWidgetOrigin: string =
  typeof document !== 'undefined' && document.currentScript instanceof HTMLScriptElement && document.currentScript.src
    ? new URL(document.currentScript.src).origin
    : ''

/**
 * Embeds the widget. Messages are accepted only from the widget's own frame
 * and origin; one terminal callback (onComplete or onAbort) at most.
 */
export function open(options: OpenOptions): WidgetHandle {
  if (typeof window === 'undefined') throw new Error('IdvWidget.open() needs a browser window')
  const origin = options.widgetOrigin ?? defaultWidgetOrigin
  const src = options.widgetUrl ?? (options.clientToken && origin ? `${origin}/#${options.clientToken}` : '')
  if (!src) throw new Error('IdvWidget.open() needs widgetUrl, or clientToken with a known widgetOrigin')
  const widgetOrigin = new URL(src).origin

  const container = typeof options.container === 'string' ? document.getElementById(options.container) : options.container
  if (!container) throw new Error('IdvWidget.open(): container not found')

  const iframe = document.createElement('iframe')
  iframe.src = src
  iframe.title = options.title ?? 'Identity verification'
  // Document scans need the camera inside the frame; the origin referrer lets the widget pin its target origin.
  iframe.allow = 'camera; clipboard-write'
  iframe.referrerPolicy = 'origin'

  let finished = false
  const onMessage = (event: MessageEvent) => {
    if (event.source !== iframe.contentWindow || event.origin !== widgetOrigin || !isWidgetMessage(event.data)) return
    const { type, payload } = event.data
    if (type === 'onEvent') return options.onEvent?.(payload)
    if (finished) return
    finished = true
    ;(type === 'onComplete' ? options.onComplete : options.onAbort)?.(payload)
  }
  window.addEventListener('message', onMessage)
  container.append(iframe)

  return {
    iframe,
    close() {
      window.removeEventListener('message', onMessage)
      iframe.remove()
    },
  }
}
