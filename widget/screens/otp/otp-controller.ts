import { batch, signal } from '@preact/signals'
import * as v from 'valibot'
import type { ScreenProps } from '../../kit/screen-props'
import type { StrategyState } from '../../kit/session'
import { isDigitCode } from '../../kit/digit-code'
import { resendAvailableIn } from '../../kit/fields'
import { createStrategyRun, type Outcome } from '../../kit/strategy-run'
import type { OtpSendError } from '../../../contracts/otp-send-errors'
import { type OtpNotice, readSendRefusal, readVerifyTrouble } from './otp-refusals'

export const CODE_LENGTH = 6

export type { OtpNotice } from './otp-refusals'

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

  const act = async (kind: 'sending' | 'resending' | 'verifying', action: () => Promise<void>) => {
    if (busy.peek() || props.flow.settled.peek() || verified.peek()) return
    busy.value = kind
    try {
      await action()
    } finally {
      busy.value = null
    }
  }

  /** A send or resend that did not go through (./otp-refusals.ts says how each reads). */
  const refused = (outcome: Outcome<OtpState>) => {
    const refusal = readSendRefusal(outcome)
    if (refusal.wait !== undefined) resendAt.value = clock.now() + refusal.wait * 1000
    batch(() => {
      if (refusal.kind === 'too-soon') {
        tooSoonBy.value = refusal.wait ?? null
        notice.value = 'too-soon'
        return
      }
      if (refusal.contactDetail) contactDetail.value = refusal.contactDetail
      sendError.value = refusal.sendError
      notice.value = refusal.notice
    })
  }

  /** Spec §2.3: the cooldown holds for every send, the intro's included (its back arrow leads there from the code). */
  const coolingDown = () => clock.now() < resendAt.peek()

  /** A send (the intro's) or a resend (the code step's): the countdown starts again from the session's answer. */
  const sendBy = (kind: 'sending' | 'resending', sent: () => void) => {
    if (coolingDown()) return Promise.resolve()
    return act(kind, async () => {
      if (kind === 'sending') notice.value = null
      sendError.value = null
      const outcome = await run.call(kind === 'sending' ? 'start' : 'resend')
      if (outcome.kind !== 'state') return refused(outcome)
      accept(outcome.state)
      sent()
    })
  }
  const send = () => sendBy('sending', () => go(BASE + STEPS.input))
  const resend = () => sendBy('resending', () => void (notice.value = 'resent'))

  const verify = (code: string) => {
    if (!isDigitCode(code, CODE_LENGTH)) return Promise.resolve()
    return act('verifying', async () => {
      notice.value = null
      sendError.value = null
      const outcome = await run.call('verify', { code })
      if (outcome.kind === 'ended') return void (verified.value = !!outcome.success)
      const trouble = readVerifyTrouble(outcome, wrongCodes)
      if (trouble.kind === 'send-error') return void (sendError.value = trouble.sendError)
      notice.value = trouble.notice
      if (trouble.kind === 'wrong-code') {
        wrongCodes++
        attemptsLeft.value = trouble.attemptsLeft
      }
    })
  }

  // After a reload: a code already sent opens the input step, with where it went. Before any code the
  // session may already say where it will go (the intro then names the number). True: a code was sent.
  const resumeAt = (state: OtpState): boolean => {
    if (state.contact_detail) contactDetail.value = state.contact_detail
    if (state.pending?.kind !== 'code') return false
    accept(state)
    return true
  }
  const resumed = run.resume((state) => resumeAt(state) && go(BASE + STEPS.input, { replace: true }))
  const first = resumed && resumeAt(resumed) ? STEPS.input : STEPS.intro

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
