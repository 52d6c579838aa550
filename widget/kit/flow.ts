import { signal, type ReadonlySignal } from '@preact/signals'
import type { ParentBridge } from '../bridge/parent-bridge'
import type { PageEvent, Publish } from '../analytics-events'

export interface FailureInfo {
  /** Strategy type the failure belongs to (`generic` when none applies). */
  strategy: string
  /** Failure reason (spec §4); `technical-issue` when the server gave none. */
  reason: string
  /** The strategy's market: the failure screen's text depends on it (spec §4 reason remapping). */
  market?: string
  /** Token the session server returned with the failure, handed to the host. */
  token?: string
  /** What went wrong, for the host; never contains the client token. */
  error: string
  /** Spec §3 failure item: the event that reported it (`technical_failure` for a crash, `security_error`…). */
  event?: string
  /** Values of the failure text's placeholders (spec §3: `bankName`…); never sent to the host. */
  values?: Record<string, string>
}

/**
 * After a success the frame says the shopper is done (an inline frame stays
 * on the merchant's page); after any other terminal message the last screen
 * stays up with `settled` set, so the frame is never blank.
 */
export type FlowView = { kind: 'strategy' } | { kind: 'failure'; failure: FailureInfo } | { kind: 'success' }

export interface Flow {
  view: ReadonlySignal<FlowView>
  /** True once the terminal message has been posted. */
  settled: ReadonlySignal<boolean>
  /** A page event (`onEvent`), which also goes out as an analytics beacon. */
  event(name: PageEvent, data?: Record<string, unknown>): void
  /** `details`: what else the page is told with the success (nothing secret). */
  succeed(token: string, details?: Record<string, unknown>): void
  fail(failure: Omit<FailureInfo, 'reason'> & { reason?: string }): void
  /** Ends a failure: completes the flow with the error (spec §4). */
  completeWithFailure(failure: FailureInfo): void
  abort(payload?: Record<string, unknown>): void
}

/**
 * Owns the session's outcome. Exactly one terminal message (`onComplete` or
 * `onAbort`) reaches the parent, however often screens call in.
 */
export interface FlowOptions {
  hideErrorScreen: boolean
  /** Business-intelligence events (analytics). */
  publish?: Publish
  /** The strategy's market: failures carry it so the screen can remap the reason (spec §4). */
  market?: string
}

export function createFlow(bridge: ParentBridge, options: FlowOptions): Flow {
  const view = signal<FlowView>({ kind: 'strategy' })
  const settled = signal(false)

  const terminal = (type: 'onComplete' | 'onAbort', payload: Record<string, unknown>) => {
    if (settled.peek()) return false
    settled.value = true
    bridge.post(type, payload)
    return true
  }

  // Spec §3 failure item: error, token and an optional event; absent ones are left out, not sent as undefined.
  const completeWithFailure = (failure: FailureInfo) => {
    terminal('onComplete', {
      status: 'failure',
      error: failure.error,
      reason: failure.reason,
      ...(failure.token !== undefined && { token: failure.token }),
      ...(failure.event !== undefined && { event: failure.event }),
    })
  }

  return {
    view,
    settled,
    event: (name, data = {}) => bridge.post('onEvent', { name, ...data }),
    succeed(token, details) {
      if (terminal('onComplete', { status: 'success', token, ...details })) view.value = { kind: 'success' }
    },
    fail(input) {
      if (settled.peek()) return
      const failure = { market: options.market, ...input, reason: input.reason || 'technical-issue' }
      if (options.hideErrorScreen) {
        options.publish?.('error_screen_hidden', { strategy: failure.strategy, reason: failure.reason })
        completeWithFailure(failure)
      } else view.value = { kind: 'failure', failure }
    },
    completeWithFailure,
    abort(payload = {}) {
      terminal('onAbort', payload)
    },
  }
}
