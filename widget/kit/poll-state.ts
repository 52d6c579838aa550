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
