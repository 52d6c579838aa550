import { type ReadonlySignal, signal } from '@preact/signals'
import type * as v from 'valibot'
import type { StrategyAction, StrategyState } from '../../kit/session'
import type { StrategyRun } from '../../kit/strategy-run'
import type { BankLoginNotice, Trouble } from './bank-login-notice'

/** The call under way; its step shows it busy. */
export type Busy = 'consent' | 'select' | 'login' | 'code' | 'report'

/**
 * Bank login's calls, one at a time: none starts while another runs or once
 * the flow has settled; each clears the notice, and one that did not go
 * through leaves the notice its step words. Every state answered goes to
 * `accept` first.
 */
export function createLoginCalls<F extends v.ObjectEntries>(
  run: StrategyRun<F>,
  settled: ReadonlySignal<boolean>,
  accept: (state: StrategyState<F>) => void,
) {
  const busy = signal<Busy | null>(null)
  const notice = signal<BankLoginNotice | null>(null)

  /** Runs `call` as `kind` unless a call runs already or the flow settled (then null). */
  const once = async <T>(kind: Busy, call: () => Promise<T>): Promise<T | null> => {
    if (busy.peek() || settled.peek()) return null
    busy.value = kind
    notice.value = null
    const result = await call()
    busy.value = null
    return result
  }

  /** A session call: the state it answered, or null (not made, the strategy ended, or trouble, which `onTrouble` words). */
  const act = async (
    kind: Busy,
    action: StrategyAction,
    body: unknown,
    onTrouble: (outcome: Trouble) => BankLoginNotice | null,
  ): Promise<StrategyState<F> | null> => {
    const outcome = await once(kind, () => run.call(action, body))
    if (!outcome || outcome.kind === 'ended') return null
    if (outcome.kind === 'state') {
      accept(outcome.state)
      return outcome.state
    }
    notice.value = onTrouble(outcome)
    return null
  }

  return { busy, notice, once, act }
}

export type LoginCalls = Pick<ReturnType<typeof createLoginCalls>, 'notice' | 'once'>
