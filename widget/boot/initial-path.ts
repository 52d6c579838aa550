import type { SessionDetails } from '../session-api/session-details'

/**
 * The strategies that carry their own consent: the catalog's `ownConsent`
 * (contracts/screen-catalog.ts), spelt as the session spells them. Written
 * out here because the head script (boot/first-paint.ts) reads it before
 * anything else loads, and the catalog would ride in it;
 * tests/widget/boot/initial-path.test.ts keeps the two equal.
 */
export const OWN_CONSENT: readonly string[] = ['id_scan', 'veriff']

/**
 * Spec §2.1: consent first when asked for, except for strategies that carry
 * their own consent, and except after a reload of a strategy this tab had
 * already started (its consent was given before the start).
 */
export function initialPath(details: SessionDetails, started = false): '/' | '/consent' {
  const first = details.strategies[0]?.type
  return details.presentation_data.require_consent && !started && !OWN_CONSENT.includes(first!) ? '/consent' : '/'
}
