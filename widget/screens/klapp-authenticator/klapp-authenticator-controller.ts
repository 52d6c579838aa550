import { signal } from '@preact/signals'
import type { ScreenProps } from '../../kit/screen-props'
import type { StrategyState } from '../../kit/session'
import type { PollResult } from '../../kit/poller'
import { resendAvailableIn } from '../../kit/fields'
import { createStrategyRun } from '../../kit/strategy-run'

/** The answer fields of an app approval (dev/SESSION_API.md). */
const fields = {
  resend_available_in: resendAvailableIn,
}
type ApprovalState = StrategyState<typeof fields>

/** `sending` the request · `waiting` for the shopper in the app · `dismissed` there without an answer · `idle` when a request could not go out (the retry sends it). */
export type ApprovalPhase = 'idle' | 'sending' | 'waiting' | 'dismissed'

/** Step paths under BASE (the spec names none for the app approval). */
export const BASE = '/klapp_authenticator'
export const STEPS = { wait: '/index' } as const

/**
 * Approval in the provider's phone app without its view: the request goes
 * to the phone as the screen opens (unless a reload finds one waiting), the
 * session is asked every 2 s until the shopper answers in the app, and the
 * request can be sent again after the session's cooldown.
 */
export function createKlappAuthenticatorController(props: ScreenProps, clock: { now(): number } = Date) {
  const run = createStrategyRun(props, fields)
  const phase = signal<ApprovalPhase>('idle')
  const resendAt = signal(0)
  const notice = signal<'network' | 'problem' | null>(null)

  const accept = (state: ApprovalState) => {
    phase.value = state.pending?.kind === 'phone_app' ? 'waiting' : 'dismissed'
    if (state.resend_available_in !== undefined) resendAt.value = clock.now() + state.resend_available_in * 1000
  }

  /** Sends the request (again). */
  const send = async (action: 'start' | 'resend' = 'start') => {
    if (phase.peek() === 'sending' || props.flow.settled.peek()) return
    const before = phase.peek()
    phase.value = 'sending'
    notice.value = null
    const outcome = await run.call(action)
    if (outcome.kind === 'state') return accept(outcome.state)
    phase.value = before === 'idle' ? 'idle' : before
    if (outcome.kind === 'offline') notice.value = 'network'
    else if (outcome.kind === 'problem') {
      if (outcome.problem.resend_available_in !== undefined)
        resendAt.value = clock.now() + outcome.problem.resend_available_in * 1000
      notice.value = 'problem'
    }
  }

  const poll = async (): Promise<PollResult> => {
    const outcome = await run.call('state', undefined, { poll: true })
    if (outcome.kind === 'state') {
      accept(outcome.state)
      return phase.peek() === 'waiting' ? 'continue' : 'stop'
    }
    return outcome.kind === 'offline' || outcome.kind === 'unavailable' ? outcome.kind : 'stop'
  }

  const started = (state: ApprovalState) => state.pending?.kind === 'phone_app' || state.status === 'activated'
  const resumed = run.resume((state) => {
    if (started(state)) accept(state)
  })
  // From the first render the screen says what is happening: a request waiting (a reload), or one on its way.
  if (resumed && started(resumed)) accept(resumed)
  else phase.value = 'sending'
  let opened = false

  return {
    phase,
    resendAt,
    notice,
    /** Sends the first request unless one is already waiting (after a reload). */
    async open() {
      if (opened || phase.peek() !== 'sending') return
      opened = true
      // After a reload whose answer is still on its way, that answer says whether a request already waits.
      await run.resumed()
      if (phase.peek() !== 'sending') return
      phase.value = 'idle'
      await send('start')
    },
    /** Sends the waiting request to the phone again, once the session's cooldown has passed (the first one, if it never went out). */
    resend: () => (clock.now() < resendAt.peek() ? undefined : send(phase.peek() === 'idle' ? 'start' : 'resend')),
    /** A new request after the last one was dismissed in the app. */
    again: () => send('start'),
    poll,
  }
}

export type KlappAuthenticatorController = ReturnType<typeof createKlappAuthenticatorController>
