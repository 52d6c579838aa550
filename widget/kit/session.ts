/**
 * What a family may use of the layers below the kit: the session's calls and
 * answers, the widget's errors and its build-time settings. Families import
 * these from here, not from session-api/ or the widget's root, so that what
 * a family builds on is one folder (docs/adding-a-family.md). Re-exports
 * only, of modules the shared runtime carries already.
 */
export { config } from '../config'
export {
  createStrategyApi,
  type Problem,
  type StrategyAction,
  type StrategyState,
} from '../session-api/strategy-api'
export type { Strategy } from '../session-api/session-details'
export type { CancelReason } from '../session-api/cancel-session'
export { isWidgetError } from '../widget-error'
