import type { SessionDetails, Strategy } from '../session-api/session-details'
import type { CancelReason } from '../session-api/cancel-session'
import type { HttpClient } from '../session-api/http-client'
import type { FailureInfo, Flow } from './flow'

/** The session's answer about a strategy when the widget started (resume after a reload). */
export interface Resume {
  /** The raw answer, when it arrived before the first render (the shopper had started this strategy in this tab). */
  known?: unknown
  /** The raw answer whenever it arrives; null when none came. */
  answer: Promise<unknown>
  /**
   * This tab had started the strategy (the resume marker) but the answer was
   * not there by the first render (a slow network after a reload): an
   * automatic first act waits for it rather than repeat what the shopper did.
   */
  started?: boolean
}

/**
 * What every strategy screen receives from the shell. Screens build their own
 * strategy calls from `http` so the answer schemas load with their chunk, not
 * the first screen. The optional members are what the registry gives
 * particular screens (spec §2.1).
 */
export interface ScreenProps {
  strategy: Strategy
  details: SessionDetails
  http: HttpClient
  flow: Flow
  /** Error reporting; calls made before it loads wait for it. */
  report: (error: unknown) => void
  resume: Resume
  /** Continue with the strategy a session answer named (unchecked: the shell checks it). */
  switchTo: (next: unknown) => void
  /**
   * "Choose another method": deactivates this strategy and shows the one
   * the session names next, or cancels the session with `change_method`.
   * `offline` when the session could not be reached (nothing changed).
   */
  changeMethod: () => Promise<'done' | 'offline'>
  /** Ends the session (DELETE) with a spec §3 cancel reason. */
  cancel: (reason: CancelReason) => Promise<void>
  /** bank-id-se, id-check: end the strategy with a failure reason (`extra`: the failure text's placeholders). */
  onFailure?: (reason: string, token?: string, extra?: Pick<FailureInfo, 'values'>) => void
  /** id-scan: KYC-anytime mode (`kyca` launch parameter). */
  kycAnytime?: boolean
}
