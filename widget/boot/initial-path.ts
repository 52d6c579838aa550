import type { SessionDetails } from './session-details'

/** Spec §2.1: consent first when asked for, except for strategies that carry their own consent. */
export function initialPath(details: SessionDetails): '/' | '/consent' {
  const first = details.strategies[0]?.type
  return details.presentation_data.require_consent && first !== 'id_scan' && first !== 'veriff' ? '/consent' : '/'
}
