import type { Text } from '../i18n/text'

/** Spec §2.3: a loading or verifying screen rotates six progress messages. */
export type SixMessages = readonly [string, string, string, string, string, string]

/**
 * A wait's own three messages, then the three every wait ends on (its data
 * kept safe, almost there, seconds). A family whose wait says something of
 * its own builds its six with this, in its folder (bank login, Monthio, the
 * bureau check's scan first).
 */
export function sixOf(text: Text, own: readonly [string, string, string]): SixMessages {
  const m = text.progressMessages
  return [...own, m.securingData(), m.almostThere(), m.fewMoreSeconds()]
}

/** The six most waits show while the session checks the shopper (ID check, bureau check, ID scan, a partner's result). */
export function identityMessages(text: Text): SixMessages {
  const m = text.progressMessages
  return sixOf(text, [m.checkingDetails(), m.verifyingIdentity(), m.contactingPartner()])
}

/** A hand-off's partner is done and the session reads its result (BankID, iDIN, the Finnish bank ID). */
export function resultMessages(text: Text): SixMessages {
  const m = text.progressMessages
  return sixOf(text, [text.handoff.checking(), m.verifyingIdentity(), m.checkingDetails()])
}
