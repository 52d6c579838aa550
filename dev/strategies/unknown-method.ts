import type { StrategyMock } from './strategy-mock.ts'

/**
 * A strategy type no widget family knows, minted on purpose: the widget
 * shows its fallback screen (spec §2.1), which calls nothing on the session
 * and ends it with `go_back` (its button: Go back to checkout). Every other type the mock does not know
 * is refused when the token is asked for.
 */
export const unknownMethodMock: StrategyMock = {
  types: ['unknown_method'],
  demo: {
    label: 'a method this widget does not know (its fallback screen)',
    markets: ['SE'],
    reasons: [],
    help: 'The widget shows its fallback screen: it calls nothing on the session, and its one way out, Go back to checkout, ends the session with go_back.',
  },
  actions: {},
}
