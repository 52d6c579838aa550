import { IdvWidgetError } from './errors'
import { presentModal } from './modal'
import { revealOnFocus } from './reveal-on-focus'
import { resolveOptions } from './options'
import { HANDSHAKE_TIMEOUT_MS, ackFor, isTerminal, isWidgetMessage, presentationMessage } from '../contracts/protocol'
import type { AbortPayload, OpenOptions, Outcome, WidgetEvent, WidgetHandle } from './types'

export { IdvWidgetError, type IdvWidgetErrorCode } from './errors'
export type * from './types'

/** The widget in each place: one modal on the page at a time, one frame per container. */
const inlineFrames = new WeakMap<HTMLElement, WidgetHandle>()
let modal: WidgetHandle | null = null

/** Where this script came from: the widget lives on the same edge. Empty where there is no DOM (server rendering). */
export const defaultWidgetOrigin: string =
  typeof document !== 'undefined' && document.currentScript instanceof HTMLScriptElement && document.currentScript.src
    ? new URL(document.currentScript.src).origin
    : ''

/**
 * Embeds the widget, as a modal over the page (default) or inline in a
 * container. Messages are accepted only from the widget's own frame and
 * origin, each acknowledged and acted on once, and the widget is told how
 * it is presented (it holds focus only in a modal). Exactly one terminal
 * callback (onComplete or onAbort), including when the widget never starts.
 * Throws an IdvWidgetError for options it cannot honour.
 */
export function open(options: OpenOptions): WidgetHandle {
  // Importing this module on a server is fine; opening a widget there is not.
  if (typeof window === 'undefined' || typeof document === 'undefined')
    throw new IdvWidgetError(
      'no_browser',
      'open() needs a browser window: call it from an effect or an event handler, not while rendering on the server',
    )
  const settings = resolveOptions(options, document, defaultWidgetOrigin)
  const { widgetOrigin, presentation } = settings
  const { container } = settings
  // A modal still in the page (the page may have thrown its body away) stands; anything else is replaced, silently:
  // a new frame in a container is a retry.
  const previous = container ? inlineFrames.get(container) : modal
  if (!container && previous && !previous.finished && previous.iframe.isConnected)
    throw new IdvWidgetError('already_open', 'a modal is already open on this page; close() it first')
  previous?.destroy()

  const iframe = widgetFrame(settings)

  const seen = new Set<string>()
  let finished = false
  let destroyed = false
  let told = 0
  let handshake: ReturnType<typeof setTimeout> | undefined
  let dismiss: (() => void) | null = null
  let unreveal: (() => void) | null = null
  let settle!: (outcome: Outcome) => void
  const outcome = new Promise<Outcome>((resolve) => (settle = resolve))

  const destroy = () => {
    if (destroyed) return
    destroyed = finished = true
    clearTimeout(handshake)
    window.removeEventListener('message', onMessage)
    options.signal?.removeEventListener('abort', close)
    unreveal?.()
    if (dismiss) dismiss()
    else iframe.remove()
    if (container && inlineFrames.get(container) === handle) inlineFrames.delete(container)
    if (modal === handle) modal = null
  }

  const finish = (type: Outcome['type'], payload: Record<string, unknown>) => {
    if (finished) return
    finished = true
    clearTimeout(handshake)
    // A modal has done its job: the page is the merchant's again before their callback runs (it may move focus).
    if (presentation === 'modal') destroy()
    const message = { type, payload } as Outcome
    settle(message)
    if (message.type === 'onComplete') options.onComplete?.(message.payload)
    else options.onAbort?.(message.payload)
  }

  function close() {
    finish('onAbort', { reason: 'closed_by_merchant' } satisfies AbortPayload)
    destroy()
  }

  function onMessage(event: MessageEvent) {
    if (event.source !== iframe.contentWindow || event.origin !== widgetOrigin || !isWidgetMessage(event.data)) return
    const { id, type, payload } = event.data
    const frame = iframe.contentWindow!
    // Acknowledge duplicates too: the widget resends when our first ack was lost.
    frame.postMessage(ackFor(id), widgetOrigin)
    clearTimeout(handshake)
    if (seen.has(id)) return
    seen.add(id)
    // The widget listens from before its first message: tell it then, and again whenever it starts afresh (a reload).
    if (!told || (type === 'onEvent' && payload.name === 'start'))
      frame.postMessage(presentationMessage(`p${++told}`, presentation), widgetOrigin)
    if (!isTerminal(type)) return void options.onEvent?.(payload as WidgetEvent)
    finish(type, payload)
  }

  // The frame's scripts have run by its load event, so the widget has spoken by then unless it cannot start.
  // Most often it never ran: the browser refused to frame it here (the edge frames a session for its merchant's
  // checkout origins only, docs/merchants.md), and a refused frame still loads, as the browser's error page. The page
  // cannot see why across origins, so the error says what to check, and the console names the refused policy.
  const onLoad = () => {
    if (seen.size || finished) return
    handshake = setTimeout(() => {
      const error =
        `The widget did not answer within ${HANDSHAKE_TIMEOUT_MS} ms of loading. Most often the browser refused to ` +
        `frame it: this page's origin (${location.origin}) is not among the checkout origins listed for the session's ` +
        `merchant (the console shows the refused frame-ancestors). Otherwise the widget could not start.`
      console.warn(`IdvWidget: ${error}`)
      finish('onAbort', { reason: 'handshake_timeout', error })
    }, HANDSHAKE_TIMEOUT_MS)
  }

  window.addEventListener('message', onMessage)
  iframe.addEventListener('load', onLoad, { once: true })
  if (presentation === 'modal') dismiss = presentModal(iframe, document)
  else {
    container!.append(iframe)
    // A modal covers the viewport; an inline frame can sit out of view when Tab moves into it.
    unreveal = revealOnFocus(iframe, window)
  }
  const handle: WidgetHandle = {
    iframe,
    presentation,
    get finished() {
      return finished
    },
    outcome,
    close,
    destroy,
  }
  if (container) inlineFrames.set(container, handle)
  else modal = handle
  if (options.signal?.aborted) close()
  else options.signal?.addEventListener('abort', close, { once: true })
  return handle
}

/** The widget's frame, not yet in the page. */
function widgetFrame(settings: { src: string; title: string }): HTMLIFrameElement {
  const iframe = document.createElement('iframe')
  iframe.src = settings.src
  iframe.title = settings.title
  iframe.className = 'idv-widget-frame'
  // Document scans need the camera inside the frame; the origin referrer lets the widget pin its target origin.
  iframe.allow = 'camera; clipboard-write'
  iframe.referrerPolicy = 'origin'
  return iframe
}

/**
 * `open()` for merchants who prefer `await`: resolves with the terminal
 * message (`{ type: 'onComplete' | 'onAbort', payload }`); rejects only with
 * an IdvWidgetError for bad options. Callbacks in `options` still run.
 */
export function verify(options: OpenOptions): Promise<Outcome> {
  try {
    return open(options).outcome
  } catch (error) {
    return Promise.reject(error)
  }
}
