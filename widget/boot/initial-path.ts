import type { SessionDetails } from '../session-api/session-details'

/**
 * Spec §2.1: consent first when asked for, except for strategies that carry
 * their own consent, and except after a reload of a strategy this tab had
 * already started (its consent was given before the start).
 */
export function initialPath(details: SessionDetails, started = false): '/' | '/consent' {
  const first = details.strategies[0]?.type
  return details.presentation_data.require_consent && !started && first !== 'id_scan' && first !== 'veriff'
    ? '/consent'
    : '/'
}
