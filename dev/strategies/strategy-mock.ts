import type { MockSession, MockStrategy } from '../sessions.ts'
import { resultToken } from '../sessions.ts'

/** An answer: a JSON body with a status code (200 unless said). */
export interface Answer {
  status?: 200 | 400 | 404 | 409 | 413 | 415 | 422 | 429
  body: Record<string, unknown>
}

export interface CallContext {
  session: MockSession
  strategy: MockStrategy
  /** The request's JSON body (undefined when none or not JSON). */
  body: unknown
  now: number
}

export interface UploadContext extends CallContext {
  /** The last path segment: which file this is. */
  name: string
  bytes: Uint8Array
  contentType: string
}

/** Largest file a family accepts: a bounded photo is 1 MB; room for a client that bounds differently. */
export const UPLOAD_LIMIT = 2 * 1024 * 1024

/** What the demo page offers for a family, and what the simulated outside world can do. */
export interface DemoInfo {
  label: string
  markets: string[]
  /** Spec §8 failure reasons of the strategy: scenarios and the outside world's "reject". */
  reasons: string[]
  /** Progress hints the outside world can step through, in order. */
  hints?: string[]
  /** Hints that end the outside step without a result (BankID's failed orders). */
  failureHints?: string[]
  /** What the outside world is, for the panel: `bankid_app`, `phone_app`… */
  outside?: string
  /** What a person needs to know to finish the flow by hand. */
  help?: string
  /** What the outside world's hint buttons do, when not progress (`Reject the pictures`). */
  hintsLabel?: string
  /** Scenarios of this family beyond the common ones (`reject-once:glare`). */
  scenarios?: string[]
}

/**
 * One strategy family in the mock session server. The server does the rest
 * of the contract once for all: bearer checks, scenarios, state reads,
 * deactivation and the next strategy, the outside world's approve, reject,
 * cancel and hints.
 */
export interface StrategyMock {
  types: string[]
  demo: DemoInfo
  /** `POST {url}/strategies/{type}/{action}`. */
  actions: Record<string, (c: CallContext) => Answer | MockStrategy>
  /** `GET {url}/strategies/{type}/{read}` (BankID's QR). */
  reads?: Record<string, (c: CallContext) => Answer>
  /**
   * `PUT {url}/strategies/{type}/{folder}/{name}` with a file as the body
   * (an ID scan's pictures, under `images`), up to UPLOAD_LIMIT bytes.
   */
  uploads?: Record<string, (c: UploadContext) => Answer | MockStrategy>
  /** The action the scenario plays on (default: the strategy's first call, whichever it is). */
  scenarioAt?: string
  /** The family's fields in every state answer. */
  view?(strategy: MockStrategy, session: MockSession, now: number): Record<string, unknown>
  /** Time passing: expiry of what waits. Called before every answer. */
  tick?(strategy: MockStrategy, now: number): void
  /** The outside world's `cancel` (default: the outside step ends without a result). */
  cancelOutside?(strategy: MockStrategy): void
  /** A hint from the outside world (default: recorded on the pending step). */
  hint?(strategy: MockStrategy, hint: string): Answer | void
}

export const problem = (status: Answer['status'], error: string, extra: Record<string, unknown> = {}): Answer => ({ status, body: { error, ...extra } })

/** Ends a strategy: its final status, a result token for the merchant, nothing pending. */
export function finish(strategy: MockStrategy, status: 'success' | 'failure', reason?: string): MockStrategy {
  strategy.status = status
  strategy.reason = status === 'failure' ? reason : undefined
  strategy.token = resultToken()
  strategy.pending = null
  return strategy
}

/** Starts an outside step: what the widget will wait on. */
export function waitOutside(strategy: MockStrategy, kind: string, now: number, hint?: string): MockStrategy {
  strategy.pending = { kind, since: now, ...(hint ? { hint } : {}) }
  return strategy
}
