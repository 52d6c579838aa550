import type { Presentation } from '../contracts/protocol'

export type { Presentation }

/** An `onEvent` payload: `name` says which (docs/integration.md, "Events"). */
export interface WidgetEvent {
  name: string
  [detail: string]: unknown
}

/** `onComplete`: the verification ended with the session's result token. */
export type CompletePayload =
  | { status: 'success'; token: string }
  | { status: 'failure'; reason: string; error: string; token?: string; [detail: string]: unknown }

/**
 * `onAbort`: the shopper left (`reason` `go_back`, `change_method`,
 * `change_phone_number`, with the session's `token`), or the widget could not
 * run or was closed (`handshake_timeout`, `closed_by_merchant`); `{}` when the
 * widget could not cancel the session.
 */
export interface AbortPayload {
  reason?: string
  token?: string
  error?: string
  [detail: string]: unknown
}

/** The terminal message, as `verify()` resolves with it. */
export type Outcome = { type: 'onComplete'; payload: CompletePayload } | { type: 'onAbort'; payload: AbortPayload }

export interface OpenOptions {
  /** The widget URL with the client token in its fragment, as your server got it from the session server… */
  widgetUrl?: string
  /** …or the client token alone, opened on `widgetOrigin`. */
  clientToken?: string
  /** The widget's origin. Defaults to the origin this script was loaded from; when given, `widgetUrl` must be on it. */
  widgetOrigin?: string
  /** `modal` (default): an overlay over the page. `inline`: the frame in `container`, among the page's own controls. */
  presentation?: Presentation
  /** Inline only: the element (or its id) the frame goes into. Giving one without `presentation` means inline. */
  container?: HTMLElement | string
  /** The frame's accessible name. Defaults to "Secure identity verification" in the session's (or the page's) language. */
  title?: string
  /** Language of the default title (`sv`, `en-GB`…), when neither the widget URL nor the page's `lang` says it. */
  locale?: string
  /** Aborting it closes the widget, as `close()` does. */
  signal?: AbortSignal
  onEvent?: (event: WidgetEvent) => void
  onComplete?: (payload: CompletePayload) => void
  onAbort?: (payload: AbortPayload) => void
}

export interface WidgetHandle {
  readonly iframe: HTMLIFrameElement
  readonly presentation: Presentation
  /** True once the terminal callback has run (or the widget was closed or destroyed). */
  readonly finished: boolean
  /** Resolves with the terminal message; stays pending after `destroy()`. */
  readonly outcome: Promise<Outcome>
  /**
   * Closes the widget from the page: removes the frame (and the overlay,
   * giving the page back as it was) and, if the flow had not ended, calls
   * `onAbort({ reason: 'closed_by_merchant' })`. The session is not
   * cancelled; it expires on its own. Idempotent.
   */
  close(): void
  /** Removes the frame, the overlay and every listener; no callback runs afterwards. Idempotent. */
  destroy(): void
}
