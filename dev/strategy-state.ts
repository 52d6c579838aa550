import type { MockContext } from './mock-context.ts'
import { currentOf, type MockSession, type MockStrategy } from './sessions.ts'
import { mockFor } from './strategies/index.ts'
import { handBackIfDone, type StrategyMock } from './strategies/strategy-mock.ts'

/** iDIN's partner URL in the token (spec §3): a stand-in on Signicat's test host unless the request names one. */
export const DEMO_SIGNICAT_URL = 'https://preprod.signicat.com/std/method/idin/?id=idin-demo'

/** Every strategy of a session has a family: a token for any other type is refused when it is asked for. */
export const familyOf = (strategy: MockStrategy): StrategyMock => mockFor(strategy.type)!

/** How the widget learns of a strategy: the token's list (spelt as asked for), and a `next_strategy`. */
export const describeStrategy = (s: MockStrategy) => ({
  type: s.spelt ?? s.type,
  market: s.market,
  first_name: s.first_name,
  middle_name: s.middle_name,
  last_name: s.last_name,
  ...(s.type === 'idin' ? { signicatUrl: s.signicatUrl ?? DEMO_SIGNICAT_URL } : {}),
})

/** What the strategy waits on outside the widget, as answers show it. */
export const pendingOf = (strategy: MockStrategy) =>
  strategy.pending
    ? { kind: strategy.pending.kind, ...(strategy.pending.hint ? { hint: strategy.pending.hint } : {}) }
    : null

/** A strategy's state as the widget reads it (dev/SESSION_API.md "The strategy's state"). */
export function strategyState(
  { now }: MockContext,
  session: MockSession,
  strategy: MockStrategy,
): Record<string, unknown> {
  const family = familyOf(strategy)
  family.tick?.(strategy, now(), session)
  handBackIfDone(session, strategy, now())
  if (strategy.deactivated) {
    const next = currentOf(session)
    return {
      status: 'cancelled',
      ...(next !== strategy && !next.deactivated ? { next_strategy: describeStrategy(next) } : {}),
    }
  }
  if (session.cancelled) return { status: 'cancelled', token: session.strategies[0]!.token }
  return {
    status: strategy.status,
    ...(strategy.reason ? { reason: strategy.reason } : {}),
    ...(strategy.token ? { token: strategy.token } : {}),
    pending: pendingOf(strategy),
    ...family.view?.(strategy, session, now()),
  }
}

/** Moves the session on from `strategy`: to the next one in its list, if any. */
export function deactivate(context: MockContext, session: MockSession, strategy: MockStrategy) {
  if (!strategy.deactivated) {
    strategy.deactivated = true
    strategy.pending = null
    const index = session.strategies.indexOf(strategy)
    if (index === session.current && index + 1 < session.strategies.length) session.current = index + 1
  }
  return strategyState(context, session, strategy)
}
