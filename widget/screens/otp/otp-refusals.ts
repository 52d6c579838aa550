import { OTP_SEND_ERRORS, type OtpSendError } from '../../../contracts/otp-send-errors'
import type { Outcome } from '../../kit/strategy-run'

/** What the code's steps tell the shopper (beside the session's own send errors). */
export type OtpNotice =
  | 'wrong-code'
  | 'wrong-code-again'
  | 'network'
  | 'send-failed'
  | 'check-failed'
  | 'too-soon'
  | 'resent'

/** A call that did not end the strategy and did not answer a state. */
type Trouble = Exclude<Outcome<unknown>, { kind: 'state' | 'ended' }>

/** What the shopper sees when a call did not go through; the strategy goes on. */
const troubleNotice = (outcome: Outcome<unknown>): OtpNotice | null =>
  outcome.kind === 'offline' ? 'network' : outcome.kind === 'problem' ? 'send-failed' : null

/**
 * A send or resend that did not go through, read: the wait the session gave
 * (it restarts the countdown), and then either a refusal as too soon
 * (`resend_too_soon`: said so, with the wait, rather than the send called
 * failed) or a failure: the session's reason when it gave a known one (else
 * a notice), with the contact detail it names.
 */
export function readSendRefusal(outcome: Outcome<unknown>):
  | { kind: 'too-soon'; wait?: number }
  | {
      kind: 'failed'
      wait?: number
      contactDetail?: string
      sendError: OtpSendError | null
      notice: OtpNotice | null
    } {
  const problem = outcome.kind === 'problem' ? outcome.problem : undefined
  const wait = problem?.resend_available_in
  if (problem?.error === 'resend_too_soon') return { kind: 'too-soon', wait }
  const sendError = (OTP_SEND_ERRORS as readonly string[]).find((e) => e === problem?.error) as OtpSendError | undefined
  return {
    kind: 'failed',
    wait,
    contactDetail: typeof problem?.contact_detail === 'string' ? problem.contact_detail.slice(0, 320) : undefined,
    sendError: sendError ?? null,
    notice: sendError ? null : troubleNotice(outcome),
  }
}

/**
 * A code the session did not accept, read: a wrong code (the first, or
 * again, with the tries left when the session says), delays at the sender
 * (the session's own send error), or a check that failed. Spec §8: code
 * entry's own words; nothing was sent, so "couldn't send" would be wrong.
 */
export function readVerifyTrouble(
  outcome: Trouble | Extract<Outcome<unknown>, { kind: 'state' }>,
  wrongCodesBefore: number,
):
  | { kind: 'wrong-code'; notice: OtpNotice; attemptsLeft: number | null }
  | { kind: 'send-error'; sendError: OtpSendError }
  | { kind: 'notice'; notice: OtpNotice | null } {
  const problem = outcome.kind === 'problem' ? outcome.problem : undefined
  if (problem?.error === 'wrong_code')
    return {
      kind: 'wrong-code',
      notice: wrongCodesBefore === 0 ? 'wrong-code' : 'wrong-code-again',
      attemptsLeft: problem.attempts_remaining ?? null,
    }
  if (problem?.error === 'sendout_delays') return { kind: 'send-error', sendError: 'sendout_delays' }
  return { kind: 'notice', notice: problem ? 'check-failed' : troubleNotice(outcome) }
}
