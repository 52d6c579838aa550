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
  /** A read's query parameters. */
  query?: Record<string, string>
  now: number
  /** Where this server is reached (session urls, the stand-in partner pages). */
  origin: string
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
  /** Scenarios of the family's own, beside `success`, `failure:<reason>` and the shared ones (`retry`, `send-error:<code>`…). */
  scenarios?: string[]
  /** The family's outside world answers by itself after this many seconds (the token may say otherwise). */
  answerDelaySeconds?: number
  /** Pending kinds that wait on the shopper in the widget, not on the outside world: the panel offers nothing then. */
  inWidget?: string[]
  /** What the outside world's hint buttons do, when not progress (`Reject the pictures`). */
  hintsLabel?: string
  /** Documents a session may name as the ones it accepts (the ID scan's `accepted_documents`). */
  documents?: readonly string[]
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
  /** The family's fields in every state answer. */
  view?(strategy: MockStrategy, session: MockSession, now: number): Record<string, unknown>
  /** Time passing: expiry of what waits, an outside world that answers by itself. Called before every answer. */
  tick?(strategy: MockStrategy, now: number, session: MockSession): void
  /** Actions whose first call plays the scenario (default: any action). */
  scenarioOn?: string[]
  /** The outside world's `approve` (default: the strategy succeeds). */
  approveOutside?(strategy: MockStrategy, now: number): void
  /** The outside world's `cancel` (default: the outside step ends without a result). */
  cancelOutside?(strategy: MockStrategy, session: MockSession): void
  /** The stand-in page of the partner a hand-off sends the shopper to (dev/routes/partner-pages.ts). */
  partner?(strategy: MockStrategy): PartnerPage
  /** A hint from the outside world (default: recorded on the pending step). */
  hint?(strategy: MockStrategy, hint: string, session: MockSession): Answer | undefined
  /** `failure:<reason>` scenarios end the strategy when the family's verdict comes, not on its first call. */
  playsFailures?: boolean
}

/** What a stand-in partner page shows (a BankID page, a bank, iDIN, a partner's hosted flow). */
export interface PartnerPage {
  /** Who the page plays: BankID, Nordea, iDIN, Veriff… */
  brand: string
  /** What the person does there. */
  lead: string
  /** The approving button: Identify, Sign, Finish… */
  approve: string
  /** Something shown to the person first (the text a signature is for). */
  show?: { heading: string; text: string }
  /** A choice made at the partner (iDIN: the bank). */
  choose?: { label: string; options: string[] }
}

/** An outcome of the outside world, from the demo's panel, a test, or a stand-in partner page. */
export type OutsideOutcome = { outcome: 'approve' } | { outcome: 'reject'; reason: string } | { outcome: 'cancel' }

/** Resolves what the strategy waits on outside the widget, the same way whoever resolves it. */
export function resolveOutside(
  family: StrategyMock,
  strategy: MockStrategy,
  step: OutsideOutcome,
  now: number,
  session: MockSession,
): void {
  if (step.outcome === 'approve') {
    if (family.approveOutside) family.approveOutside(strategy, now)
    else finish(strategy, 'success')
  } else if (step.outcome === 'reject') finish(strategy, 'failure', step.reason)
  else if (family.cancelOutside) family.cancelOutside(strategy, session)
  else strategy.pending = null
}

export const problem = (status: Answer['status'], error: string, extra: Record<string, unknown> = {}): Answer => ({
  status,
  body: { error, ...extra },
})

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

/**
 * The session moves on from `from` to a strategy of `type` (a bureau check
 * falling back to a document, Mexico's scan): the one already in the
 * session's list, else a new one just after `from`, for the same shopper.
 * `from` then answers `cancelled` with that `next_strategy`.
 */
export function handOver(
  session: MockSession,
  from: MockStrategy,
  type: string,
  prepare: (next: MockStrategy) => void = () => {},
): MockStrategy {
  let next = session.strategies.find((s) => s.type === type && s !== from && !s.deactivated)
  if (!next) {
    next = {
      type,
      market: from.market,
      first_name: from.first_name,
      middle_name: from.middle_name,
      last_name: from.last_name,
      scenario: { kind: 'success' },
      answerDelayMs: from.answerDelayMs,
      status: 'in_progress',
      pending: null,
      data: {},
    }
    session.strategies.splice(session.strategies.indexOf(from) + 1, 0, next)
  }
  prepare(next)
  from.deactivated = true
  from.pending = null
  session.current = session.strategies.indexOf(next)
  return from
}

/** Where a strategy handed over to for one step of another goes back to once it succeeds. */
interface ReturnTo {
  to: MockStrategy
  resume: (to: MockStrategy, now: number) => void
}

/**
 * Hands over to a strategy of `type` for one step of `from` (Mexico's
 * document and selfie scan before its bureau check): once that strategy
 * succeeds the session goes back to `from` (handBackIfDone), which `resume`
 * sets going again, instead of ending.
 */
export function handOverFor(
  session: MockSession,
  from: MockStrategy,
  type: string,
  resume: ReturnTo['resume'],
): MockStrategy {
  return handOver(session, from, type, (next) => void (next.data.returnTo = { to: from, resume } satisfies ReturnTo))
}

/** A strategy of handOverFor's that succeeded: it answers `cancelled` naming the one it was for, which goes on. */
export function handBackIfDone(session: MockSession, strategy: MockStrategy, now: number): void {
  const back = strategy.data.returnTo as ReturnTo | undefined
  if (!back || strategy.status !== 'success' || strategy.deactivated) return
  strategy.deactivated = true
  strategy.pending = null
  back.to.deactivated = false
  session.current = session.strategies.indexOf(back.to)
  back.resume(back.to, now)
}
