export type IdvWidgetErrorCode =
  /** `open()` ran without a DOM (during server rendering): open it from an effect or an event handler. */
  | 'no_browser'
  /** An option has the wrong type or value, or two options contradict each other. */
  | 'invalid_options'
  /** Neither `widgetUrl` nor a `clientToken` with a known widget origin. */
  | 'no_widget_url'
  /** `widgetUrl` is not an https URL (http only on loopback). */
  | 'invalid_widget_url'
  /** `widgetUrl` is on another origin than the configured `widgetOrigin`. */
  | 'origin_mismatch'
  /** Inline presentation without a container, or a container id that is not in the page. */
  | 'no_container'
  /** A modal is already open on this page: one at a time. */
  | 'already_open'

/**
 * The one error the SDK throws: for options it cannot honour, at the call
 * (never a silent no-op, never a half-opened frame). `code` is stable.
 */
export class IdvWidgetError extends Error {
  override readonly name = 'IdvWidgetError'
  readonly code: IdvWidgetErrorCode
  constructor(code: IdvWidgetErrorCode, message: string) {
    super(`IdvWidget: ${message}`)
    this.code = code
  }
}
