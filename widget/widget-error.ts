/**
 * The widget's one error type. `code` is what code branches on; `details`
 * carries the HTTP status and body where there was an answer.
 */
export type WidgetErrorCode =
  | 'invalid-token' // client token or session details failed validation
  | 'network' // no answer: offline, DNS, CORS, connection reset
  | 'timeout'
  | 'client' // 4xx
  | 'server' // 5xx or any other non-2xx
  | 'invalid-response' // 2xx whose body is not what the contract says
  | 'text-load'
  | 'session-cancel' // spec §8 'Could not cancel the session'
  | 'chunk-load' // a lazy chunk failed or timed out (its name is ChunkLoadError)

export interface WidgetErrorDetails {
  status?: number
  body?: unknown
  cause?: unknown
}

export class WidgetError extends Error {
  override readonly name: string = 'WidgetError'
  readonly code: WidgetErrorCode
  readonly details: WidgetErrorDetails

  constructor(code: WidgetErrorCode, message: string, details: WidgetErrorDetails = {}) {
    super(message)
    this.code = code
    this.details = details
  }
}

export const isWidgetError = (e: unknown, code?: WidgetErrorCode): e is WidgetError =>
  e instanceof WidgetError && (code === undefined || e.code === code)

/** Spec §8: lazy-chunk failures are named ChunkLoadError, 'Loading chunk {n} failed'. */
export class ChunkLoadError extends WidgetError {
  override readonly name = 'ChunkLoadError'
  constructor(chunk: string, cause: unknown) {
    super('chunk-load', `Loading chunk ${chunk} failed`, { cause })
  }
}
