import { isWidgetError } from '../widget-error'

/**
 * What a failed session call came to, told apart once for every caller:
 * - `offline`: no answer (no network, a timeout): nothing changed, the shopper may try again;
 * - `gone`: 401 or 403, the session is no longer valid (a strategy ends with session-timeout);
 * - `refused`: any other 4xx, whose `{ error }` the caller may understand;
 * - `server`: a 5xx, which may pass;
 * - `broken`: anything else (an answer outside the contract, a fault of ours).
 */
export type Fault = 'offline' | 'gone' | 'refused' | 'server' | 'broken'

export function faultOf(error: unknown): Fault {
  if (isWidgetError(error, 'network') || isWidgetError(error, 'timeout')) return 'offline'
  if (isWidgetError(error, 'client'))
    return error.details.status === 401 || error.details.status === 403 ? 'gone' : 'refused'
  return isWidgetError(error, 'server') ? 'server' : 'broken'
}
