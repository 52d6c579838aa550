import { HANDSHAKE_TIMEOUT_MS, ackFor, isTerminal, isWidgetMessage } from './protocol'
import { widgetUrlFor } from './widget-url'

export type Payload = Record<string, unknown>

export interface OpenOptions {
  /** The widget URL with the client token in its fragment (as the session server returns it)… */
  widgetUrl?: string
  /** …or the client token alone, opened on `widgetOrigin` with the first screen's hints (host/widget-url.ts). */
  clientToken?: string
  /** Defaults to the origin this script was loaded from. */
  widgetOrigin?: string
  /** Element (or its id) the iframe goes into. */
  container: HTMLElement | string
  /** Accessible name of the frame. */
  title?: string
  onEvent?: (payload: Payload) => void
  /** The verification ended: `payload.status` is `success` or `failure`, with the session's result `token`. */
  onComplete?: (payload: Payload) => void
  /** The shopper left, or the widget could not run (`payload.reason`, e.g. `handshake_timeout`). */
  onAbort?: (payload: Payload) => void
}

export interface WidgetHandle {
  iframe: HTMLIFrameElement
  /** Removes the frame and stops listening; no callback fires afterwards. */
  close(): void
}

/** Where this script came from: the widget lives on the same edge. Empty where there is no DOM (server rendering). */
export const defaultWidgetOrigin: string =
  typeof document !== 'undefined' && document.currentScript instanceof HTMLScriptElement && document.currentScript.src
    ? new URL(document.currentScript.src).origin
    : ''

/**
 * Embeds the widget. Messages are accepted only from the widget's own frame
 * and origin, each acknowledged and acted on once; exactly one terminal
 * callback (onComplete or onAbort), including when the widget never starts.
 */
export function open(options: OpenOptions): WidgetHandle {
  // Importing this module on a server is fine; opening a widget there is not.
  if (typeof window === 'undefined') throw new Error('IdvWidget.open() needs a browser window')
  const origin = options.widgetOrigin ?? defaultWidgetOrigin
  const src = options.widgetUrl ?? (options.clientToken && origin ? widgetUrlFor(origin, options.clientToken) : '')
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

  const seen = new Set<string>()
  let finished = false
  let handshake: ReturnType<typeof setTimeout> | undefined

  const finish = (callback: OpenOptions['onAbort'], payload: Payload) => {
    if (finished) return
    finished = true
    clearTimeout(handshake)
    callback?.(payload)
  }

  const onMessage = (event: MessageEvent) => {
    if (event.source !== iframe.contentWindow || event.origin !== widgetOrigin || !isWidgetMessage(event.data)) return
    const { id, type, payload } = event.data
    // Acknowledge duplicates too: the widget resends when our first ack was lost.
    iframe.contentWindow!.postMessage(ackFor(id), widgetOrigin)
    clearTimeout(handshake)
    if (seen.has(id)) return
    seen.add(id)
    if (!isTerminal(type)) return void options.onEvent?.(payload)
    finish(type === 'onComplete' ? options.onComplete : options.onAbort, payload)
  }

  // The frame's scripts have run by its load event, so the widget has spoken by then unless it cannot start.
  const onLoad = () => {
    if (seen.size || finished) return
    handshake = setTimeout(
      () => finish(options.onAbort, { reason: 'handshake_timeout', error: `The widget did not answer within ${HANDSHAKE_TIMEOUT_MS} ms` }),
      HANDSHAKE_TIMEOUT_MS,
    )
  }

  window.addEventListener('message', onMessage)
  iframe.addEventListener('load', onLoad, { once: true })
  container.append(iframe)

  return {
    iframe,
    close() {
      finished = true
      clearTimeout(handshake)
      window.removeEventListener('message', onMessage)
      iframe.remove()
    },
  }
}
