import type { PollResult } from './poller'
import type { StrategyRun } from './strategy-run'
import type * as v from 'valibot'
import type { StrategyState } from '../session-api/strategy-api'

/**
 * One poll of a strategy's state, for any family that waits: the state
 * goes to `apply`, which says whether to keep waiting; no answer or a
 * server fault keeps polling (the poller backs off and says so); an ended
 * strategy or a problem stops.
 */
export async function pollState<F extends v.ObjectEntries>(
  run: StrategyRun<F>,
  apply: (state: StrategyState<F>) => boolean,
): Promise<PollResult> {
  const outcome = await run.call('state', undefined, { poll: true })
  if (outcome.kind === 'state') return apply(outcome.state) ? 'continue' : 'stop'
  return outcome.kind === 'offline' || outcome.kind === 'unavailable' ? outcome.kind : 'stop'
}

/**
 * The poll-and-resume of a family whose session works on its own between
 * the shopper's acts (a bureau's check, a document's verification): a state
 * with something `pending` found after a reload goes to `apply` when it
 * arrives after the first render, and every polled state goes to `apply`,
 * the poll going on while `waiting()` says so. `resumed` is the state under
 * way known before the first render, from which the family picks its first
 * step (null: it starts afresh, or the answer is still on its way).
 */
export function pollAndResume<F extends v.ObjectEntries>(
  run: StrategyRun<F>,
  apply: (state: StrategyState<F>) => void,
  waiting: () => boolean,
): { resumed: StrategyState<F> | null; poll: () => Promise<PollResult> } {
  const resumed = run.resume((state) => {
    if (state.pending) apply(state)
  })
  return {
    resumed: resumed?.pending ? resumed : null,
    poll: () =>
      pollState(run, (state) => {
        apply(state)
        return waiting()
      }),
  }
}
