import type * as v from 'valibot'
import type { ScreenProps } from './screen-props'
import {
  createStrategyApi,
  problemOf,
  type Problem,
  type ReadOptions,
  type StrategyAction,
  type StrategyApi,
  type StrategyState,
} from '../session-api/strategy-api'
import { isWidgetError } from '../widget-error'
import { faultOf } from './fault'
import { markStarted } from './resume-marker'

/**
 * What a strategy call came to, for the family's screen to show:
 * - `state`: the strategy goes on; here is where it stands.
 * - `ended`: it succeeded, failed, was cancelled or handed over to another
 *   strategy; the shell has taken over, the screen does nothing more.
 * - `offline`: no answer; keep what the shopper entered, say so, retry.
 * - `unavailable`: a poll met a server error; try again quietly.
 * - `problem`: a 4xx the family may understand (a wrong code…).
 */
export type Outcome<S> =
  | { kind: 'state'; state: S }
  | { kind: 'ended'; success?: boolean }
  | { kind: 'offline' }
  | { kind: 'unavailable' }
  | { kind: 'problem'; problem: Problem }

/** What a family's own read came to: its data, a cancelled read (`aborted`), or what went wrong, as with a call. */
export type ReadOutcome<T> =
  | { kind: 'data'; data: T }
  | { kind: 'aborted' }
  | Exclude<Outcome<never>, { kind: 'state' }>

/** Consecutive server errors a poll rides out before the strategy fails. */
const TOLERATED_SERVER_ERRORS = 3

export interface StrategyRun<F extends v.ObjectEntries> {
  api: StrategyApi<F>
  /**
   * Calls the session; `state` reads where the strategy stands (`poll`: ride out server errors). An action
   * (the shopper's) is sent within the caller's task, before the screen shows it busy: what counts on a slow
   * phone is the call on its way; a read yields first (`now` to send it at once too).
   */
  call(
    action: StrategyAction,
    body?: unknown,
    options?: { poll?: boolean; now?: boolean },
  ): Promise<Outcome<StrategyState<F>>>
  /**
   * A family's own read (`GET {url}/strategies/{type}/{path}`: a bank search)
   * with the faults of a poll: a lost connection and a passing server error
   * leave the screen as it is, an answer outside the contract ends the strategy.
   */
  read<T>(path: string, schema: v.GenericSchema<unknown, T>, options?: ReadOptions): Promise<ReadOutcome<T>>
  /**
   * Any other call of the family (an upload, a read) through the same
   * handling of problems: its answer as `value`, or what the call came to.
   * `retryable`: ride out server errors like a poll; `acting: false` for a read that is not the
   * shopper's act (a resumed session's answer may still move the screen); `contained` for a call whose
   * failure ends nothing (reporting a bank the list lacks): what would end the strategy, and any refusal,
   * goes to error reporting and comes back as a `problem`.
   */
  attempt<T>(
    request: () => Promise<T>,
    options?: { retryable?: boolean; acting?: boolean; contained?: boolean },
  ): Promise<{ kind: 'value'; value: T } | Exclude<Outcome<never>, { kind: 'state' }>>
  /** Ends the strategy with a failure reason (spec §8), carrying the session's result token if any. */
  fail(reason: string, token?: string, error?: string): void
  /**
   * The session's answer about this strategy at start-up. A final one ends
   * the flow; an in-progress one goes to `apply` (at once when it arrived
   * before the first render, else when it arrives, unless the shopper has
   * already made a call). Returns the in-progress state known now, if any.
   */
  resume(apply: (state: StrategyState<F>) => void): StrategyState<F> | null
  /**
   * Resolves once a start-up answer still on its way after a reload in this
   * tab has been handed to `resume`'s `apply` (at once when none is awaited).
   * An act the screen makes by itself on opening (a request to the shopper's
   * phone) waits for it, so a reload on a slow network does not repeat it.
   * Call `resume` first.
   */
  resumed(): Promise<void>
}

/**
 * What every strategy family does with the session, written once: the
 * calls with spec §8's product messages to error reporting, the session's
 * final answers (success, failure, cancel, the next strategy), a session
 * gone (401/403 → session-timeout), a server fault or an answer outside the
 * contract (→ technical-issue), and resuming after a reload. Families add
 * the answer fields only they use.
 */
export interface StrategyRunOptions<F extends v.ObjectEntries = {}> {
  /** The values of the family's failure-text placeholders when it fails (bank login: `bankName`). */
  failureValues?: () => Record<string, string>
  /** What a success tells the page beyond its token (the shopper's choice to send the ID later). */
  successDetails?: (state: StrategyState<F>) => Record<string, unknown> | undefined
}

/**
 * How an answer ends the strategy, if it does: handed over to the next
 * strategy (unless it succeeded), a success, a cancel, or a failure with its
 * reason (spec §8: the session's, else one its status implies).
 */
export function endingOf(state: {
  status?: string
  reason?: string
  next_strategy?: unknown
}): { kind: 'next' } | { kind: 'success' } | { kind: 'cancelled' } | { kind: 'failed'; reason: string } | null {
  if (state.next_strategy !== undefined && state.status !== 'success') return { kind: 'next' }
  switch (state.status) {
    case 'success':
      return { kind: 'success' }
    case 'cancelled':
      return { kind: 'cancelled' }
    case 'failure':
    case 'expired':
    case 'denied':
      return {
        kind: 'failed',
        reason:
          state.reason ||
          (state.status === 'expired'
            ? 'session-timeout'
            : state.status === 'denied'
              ? 'user-not-trusted'
              : 'technical-issue'),
      }
    default:
      return null
  }
}

export function createStrategyRun<F extends v.ObjectEntries = {}>(
  props: ScreenProps,
  fields?: F,
  options: StrategyRunOptions<F> = {},
): StrategyRun<F> {
  const { strategy, details, flow, report } = props
  const api = createStrategyApi(props.http, details.url, strategy.type, fields)
  let serverErrors = 0
  let touched = false

  // Spec §2.1: some screens get a failure handler from the registry; it is the one to use then.
  const fail = (reason: string, token?: string, error = `strategy ${reason}`) => {
    const extra = { values: options.failureValues?.() }
    if (props.onFailure) props.onFailure(reason, token, extra)
    else flow.fail({ strategy: strategy.type, market: strategy.market, reason, token, error, ...extra })
  }

  /** Final answers end the flow here; true when the screen has nothing more to do. */
  const settle = (state: StrategyState<F>): boolean => {
    if (flow.settled.peek()) return true
    const ending = endingOf(state)
    if (!ending) return false
    if (ending.kind === 'next') props.switchTo(state.next_strategy)
    else if (ending.kind === 'success') flow.succeed(state.token!, options.successDetails?.(state))
    else if (ending.kind === 'cancelled') flow.abort(state.token ? { token: state.token } : {})
    else fail(ending.reason, state.token)
    return true
  }

  const fault = (error: unknown, poll: boolean, contained = false): Exclude<Outcome<never>, { kind: 'state' }> => {
    const kind = faultOf(error)
    if (kind === 'offline') return { kind: 'offline' }
    if (kind === 'gone') {
      fail('session-timeout', undefined, 'session no longer valid')
      return { kind: 'ended' }
    }
    const problem = (): Problem =>
      problemOf(error) ?? {
        error: isWidgetError(error) && error.details.status ? `http_${error.details.status}` : 'unexpected',
      }
    if (kind === 'refused' && !contained) return { kind: 'problem', problem: problem() }
    if (poll && kind === 'server' && ++serverErrors < TOLERATED_SERVER_ERRORS) return { kind: 'unavailable' }
    report(error)
    if (contained) return { kind: 'problem', problem: problem() }
    fail('technical-issue', undefined, error instanceof Error ? error.message : 'unexpected error')
    return { kind: 'ended' }
  }

  const attempt: StrategyRun<F>['attempt'] = async (
    request,
    { retryable = false, acting = true, contained = false } = {},
  ) => {
    if (acting) touched = true
    try {
      const value = await request()
      serverErrors = 0
      return { kind: 'value', value }
    } catch (error) {
      return fault(error, retryable, contained)
    }
  }

  return {
    api,
    fail,
    async call(action, body, { poll = false, now = action !== 'state' } = {}) {
      if (action !== 'state') {
        touched = true
        if (action === 'start') markStarted(details.session_id, strategy.type)
      }
      try {
        const state = action === 'state' ? await api.state() : await api.post(action, body, { now })
        serverErrors = 0
        return settle(state) ? { kind: 'ended', success: state.status === 'success' } : { kind: 'state', state }
      } catch (error) {
        return fault(error, poll)
      }
    },
    async read(path, schema, options) {
      // A read is an attempt that rides out what a poll does, without counting as the shopper's act; a
      // superseded one (aborted) is nobody's fault.
      const outcome = await attempt(() => api.read(path, schema, options), { retryable: true, acting: false })
      if (outcome.kind === 'value') return { kind: 'data', data: outcome.value }
      return options?.signal?.aborted ? { kind: 'aborted' } : outcome
    },
    attempt,
    resume(apply) {
      const read = (raw: unknown, now: boolean): StrategyState<F> | null => {
        if (raw === null || raw === undefined) return null
        try {
          const state = api.parse(raw)
          const goesOn =
            (state.status === 'in_progress' || state.status === 'activated') && state.next_strategy === undefined
          if (goesOn) return state
          // Called while the screen renders for the first time: end (or hand over) just after that render, not during it.
          if (now) queueMicrotask(() => settle(state))
          else settle(state)
          return null
        } catch (error) {
          // A start-up answer we cannot read is reported; the shopper simply starts from the first step.
          report(error)
          return null
        }
      }
      if (props.resume.known !== undefined) return read(props.resume.known, true)
      void props.resume.answer.then((raw) => {
        if (touched || flow.settled.peek()) return
        const state = read(raw, false)
        if (state) apply(state)
      })
      return null
    },
    resumed: () =>
      props.resume.started && props.resume.known === undefined ? props.resume.answer.then(() => {}) : Promise.resolve(),
  }
}
