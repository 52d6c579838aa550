import * as v from 'valibot'
import { WidgetError } from '../widget-error'
import type { HttpClient } from './http-client'

export type CancelReason = 'go_back' | 'change_method' | 'change_phone_number'

/** What a cancel ends: the flow, aborted with the session's token (or with nothing when the cancel failed). */
export interface Abortable {
  abort(payload?: Record<string, unknown>): void
}

const CANCEL_TIMEOUT_MS = 31_000
const CancelAnswer = v.looseObject({ token: v.pipe(v.string(), v.nonEmpty()) })

/**
 * Spec §4 cancel: DELETE on the session url, one at a time (calls while one
 * runs do nothing). Success aborts the flow with the returned token; a
 * failure aborts with nothing and rethrows as a `session-cancel` error.
 */
export function createCancelSession(http: HttpClient, sessionUrl: string, flow: Abortable) {
  let running = false
  return async function cancel(reason?: CancelReason): Promise<void> {
    if (running) return
    running = true
    try {
      const answer = v.safeParse(
        CancelAnswer,
        await http(sessionUrl, { method: 'DELETE', query: { cancel_reason: reason }, timeoutMs: CANCEL_TIMEOUT_MS }),
      )
      if (!answer.success) throw new WidgetError('invalid-response', 'Unexpected answer to cancel')
      flow.abort({ token: answer.output.token, ...(reason && { reason }) })
    } catch (cause) {
      flow.abort({})
      throw new WidgetError('session-cancel', 'Could not cancel the session', { cause })
    } finally {
      running = false
    }
  }
}

export type CancelSession = ReturnType<typeof createCancelSession>
