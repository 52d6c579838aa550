import { signal } from '@preact/signals'
import * as v from 'valibot'
import type { ScreenProps } from '../../kit/screen-props'
import { isDigitCode } from '../../kit/digit-code'
import { createStrategyRun } from '../../kit/strategy-run'

/** The answer fields of the passcode (dev/SESSION_API.md). */
const fields = {
  passcode_length: v.optional(
    v.pipe(
      v.number(),
      v.check((n) => Number.isInteger(n) && n >= 4 && n <= 8, 'passcode_length must be 4 to 8'),
    ),
  ),
}

export const DEFAULT_LENGTH = 4
/** Step paths under BASE (the spec names none for the passcode). */
export const BASE = '/passcode'
export const STEPS = { entry: '/index' } as const

export type PasscodeNotice = { kind: 'wrong'; attemptsLeft?: number } | { kind: 'network' } | { kind: 'problem' }

/**
 * global-passcode without its view: the shopper's provider passcode, checked
 * by the session; a wrong one says how many tries are left, too many ends
 * the strategy (the session's verdict), a forgotten one leads to another method.
 */
export function createGlobalPasscodeController(props: ScreenProps) {
  const run = createStrategyRun(props, fields)
  const busy = signal(false)
  const notice = signal<PasscodeNotice | null>(null)
  const wrongTries = signal(0)
  const length = signal(DEFAULT_LENGTH)
  let last = ''

  const verify = async (passcode: string) => {
    if (busy.peek() || props.flow.settled.peek() || !isDigitCode(passcode, length.peek())) return
    busy.value = true
    notice.value = null
    last = passcode
    const outcome = await run.call('verify', { passcode })
    busy.value = false
    // The passcode is not kept past the call that needed it, except to retry after a lost connection.
    if (outcome.kind !== 'offline') last = ''
    if (outcome.kind === 'ended') return
    if (outcome.kind === 'problem' && outcome.problem.error === 'wrong_passcode') {
      wrongTries.value += 1
      notice.value = { kind: 'wrong', attemptsLeft: outcome.problem.attempts_remaining }
    } else notice.value = outcome.kind === 'offline' ? { kind: 'network' } : { kind: 'problem' }
  }

  const apply = (state: { passcode_length?: number }) => {
    if (state.passcode_length) length.value = state.passcode_length
  }
  const resumed = run.resume(apply)
  if (resumed) apply(resumed)

  return { busy, notice, wrongTries, length, verify, retry: () => verify(last) }
}

export type GlobalPasscodeController = ReturnType<typeof createGlobalPasscodeController>
