import { batch, signal } from '@preact/signals'
import * as v from 'valibot'
import type { ScreenProps } from '../../kit/screen-props'
import type { StrategyState } from '../../kit/session'
import { isDigitCode } from '../../kit/digit-code'
import { resendAvailableIn } from '../../kit/fields'
import { createStrategyRun, type Outcome } from '../../kit/strategy-run'
import { OTP_SEND_ERRORS, type OtpSendError } from '../../../contracts/otp-send-errors'

export const CODE_LENGTH = 6

export type OtpNotice =
  | 'wrong-code'
  | 'wrong-code-again'
  | 'network'
  | 'send-failed'
  | 'check-failed'
  | 'too-soon'
  | 'resent'

/** Send errors only another number can solve: the shopper may go back and change it (cancel `change_phone_number`). */
export const NEEDS_ANOTHER_NUMBER: readonly OtpSendError[] = [
  'invalid_recipient',
  'voip_is_blocked',
  'landline_is_blocked',
  'geofence_unsupported_country',
]

export interface OtpClock {
  now(): number
}

/** The answer fields only the one-time code uses (dev/SESSION_API.md). */
const fields = {
  contact_detail: v.optional(v.pipe(v.string(), v.maxLength(320))),
  resend_available_in: resendAvailableIn,
}
type OtpState = StrategyState<typeof fields>

/** Step paths (spec §2.2). */
export const BASE = '/otp'
export const STEPS = { intro: '/intro', input: '/input' } as const

/**
 * The one-time-code flow without its view: intro → send → input → verify.
 * Each action ignores calls while another is running, so double clicks and
 * a paste racing the keyboard submit once. `go` moves between the steps.
 */
export function createOtpController(
  props: ScreenProps,
  go: (path: string, options?: { replace?: boolean }) => void,
  clock: OtpClock = Date,
) {
  const run = createStrategyRun(props, fields)
  const busy = signal<null | 'sending' | 'resending' | 'verifying'>(null)
  const contactDetail = signal('')
  const resendAt = signal(0)
  const notice = signal<OtpNotice | null>(null)
  const verified = signal(false)
  /** Why the last send failed, when the session said (else `notice` tells). */
  const sendError = signal<OtpSendError | null>(null)
  /** Tries left after a wrong code, when the session says (spec: warn before the last one). */
  const attemptsLeft = signal<number | null>(null)
  /** A resend refused as too soon: how long the session said to wait, in seconds, when it said. */
  const tooSoonBy = signal<number | null>(null)
  let wrongCodes = 0

  const accept = (state: OtpState) =>
    batch(() => {
      if (state.contact_detail) contactDetail.value = state.contact_detail
      resendAt.value = clock.now() + (state.resend_available_in ?? 30) * 1000
    })

  /** What the shopper sees when a call did not go through; the strategy goes on. */
  const trouble = (outcome: Outcome<OtpState>): OtpNotice | null =>
    outcome.kind === 'offline' ? 'network' : outcome.kind === 'problem' ? 'send-failed' : null

  /** A send or resend that did not go through: the session's reason when it gave a known one. */
  const sendTrouble = (outcome: Outcome<OtpState>) =>
    batch(() => {
      const code =
        outcome.kind === 'problem'
          ? (OTP_SEND_ERRORS as readonly string[]).find((e) => e === outcome.problem.error)
          : undefined
      if (outcome.kind === 'problem' && typeof outcome.problem.contact_detail === 'string')
        contactDetail.value = outcome.problem.contact_detail.slice(0, 320)
      sendError.value = (code as OtpSendError | undefined) ?? null
      notice.value = code ? null : trouble(outcome)
    })

  const act = async (kind: 'sending' | 'resending' | 'verifying', action: () => Promise<void>) => {
    if (busy.peek() || props.flow.settled.peek() || verified.peek()) return
    busy.value = kind
    try {
      await action()
    } finally {
      busy.value = null
    }
  }

  /**
   * A send or resend the session refused: the wait it gave restarts the countdown, and a refusal as too soon
   * (`resend_too_soon`) says so, with the wait, instead of calling the send failed.
   */
  const refused = (outcome: Outcome<OtpState>) => {
    const wait = outcome.kind === 'problem' ? outcome.problem.resend_available_in : undefined
    if (wait !== undefined) resendAt.value = clock.now() + wait * 1000
    if (outcome.kind === 'problem' && outcome.problem.error === 'resend_too_soon')
      return batch(() => {
        tooSoonBy.value = wait ?? null
        notice.value = 'too-soon'
      })
    sendTrouble(outcome)
  }

  /** Spec §2.3: the cooldown holds for every send, the intro's included (its back arrow leads there from the code). */
  const coolingDown = () => clock.now() < resendAt.peek()

  const send = () => {
    if (coolingDown()) return Promise.resolve()
    return act('sending', async () => {
      notice.value = null
      sendError.value = null
      const outcome = await run.call('start')
      if (outcome.kind === 'state') {
        accept(outcome.state)
        go(BASE + STEPS.input)
      } else refused(outcome)
    })
  }

  const resend = () => {
    if (coolingDown()) return Promise.resolve()
    return act('resending', async () => {
      sendError.value = null
      const outcome = await run.call('resend')
      if (outcome.kind === 'state') {
        accept(outcome.state)
        notice.value = 'resent'
      } else refused(outcome)
    })
  }

  const verify = (code: string) => {
    if (!isDigitCode(code, CODE_LENGTH)) return Promise.resolve()
    return act('verifying', async () => {
      notice.value = null
      sendError.value = null
      const outcome = await run.call('verify', { code })
      if (outcome.kind === 'ended') verified.value = !!outcome.success
      else if (outcome.kind === 'problem' && outcome.problem.error === 'wrong_code') {
        notice.value = ++wrongCodes === 1 ? 'wrong-code' : 'wrong-code-again'
        attemptsLeft.value = outcome.problem.attempts_remaining ?? null
      } else if (outcome.kind === 'problem' && outcome.problem.error === 'sendout_delays')
        sendError.value = 'sendout_delays'
      // Spec §8: code entry's own words; nothing was sent, so "couldn't send" would be wrong.
      else notice.value = outcome.kind === 'problem' ? 'check-failed' : trouble(outcome)
    })
  }

  // After a reload: a code already sent opens the input step, with where it went.
  const sent = (state: OtpState) => state.pending?.kind === 'code'
  // Before any code: the session may already say where it will go (the intro then names the number).
  const known = (state: OtpState) => {
    if (state.contact_detail) contactDetail.value = state.contact_detail
  }
  const resumed = run.resume((state) => {
    known(state)
    if (!sent(state)) return
    accept(state)
    go(BASE + STEPS.input, { replace: true })
  })
  if (resumed) known(resumed)
  if (resumed && sent(resumed)) accept(resumed)
  const first = resumed && sent(resumed) ? STEPS.input : STEPS.intro

  /** The session timed out while sending: the strategy cannot go on. */
  const timedOut = () => run.fail('session-timeout', undefined, 'code send session_timeout')

  return {
    first,
    busy,
    contactDetail,
    resendAt,
    notice,
    sendError,
    attemptsLeft,
    tooSoonBy,
    verified,
    send,
    resend,
    verify,
    timedOut,
  }
}

export type OtpController = ReturnType<typeof createOtpController>
