import type { Text } from '../i18n/text'

/** Spec §2.3: a loading or verifying screen rotates six progress messages. */
export type SixMessages = readonly [string, string, string, string, string, string]

/** A wait's own three messages, then the three every wait ends on (its data kept safe, almost there, seconds). */
function sixOf(text: Text, own: readonly [string, string, string]): SixMessages {
  const m = text.progressMessages
  return [...own, m.securingData(), m.almostThere(), m.fewMoreSeconds()]
}

/** The six most waits show while the session checks the shopper (ID check, bureau check, ID scan, a partner's result). */
export function identityMessages(text: Text): SixMessages {
  const m = text.progressMessages
  return sixOf(text, [m.checkingDetails(), m.verifyingIdentity(), m.contactingPartner()])
}

/** Bank login's check: the account is read first; no verification partner is involved. */
export function bankLoginMessages(text: Text): SixMessages {
  const m = text.progressMessages
  return sixOf(text, [text.bankLogin.verify.readingAccount(), m.checkingDetails(), m.verifyingIdentity()])
}

/** Monthio's review: about an overview of finances, not identity. */
export function monthioMessages(text: Text): SixMessages {
  return sixOf(text, [text.monthio.reviewing(), text.monthio.incomeExpenses(), text.progressMessages.checkingDetails()])
}

/** A hand-off's partner is done and the session reads its result (BankID, iDIN, the Finnish bank ID). */
export function resultMessages(text: Text): SixMessages {
  const m = text.progressMessages
  return sixOf(text, [text.handoff.checking(), m.verifyingIdentity(), m.checkingDetails()])
}

/** Mexico's bureau check starting (spec §4): the document and selfie scan comes first, so nothing of the bureau yet. */
export function scanFirstMessages(text: Text): SixMessages {
  const m = text.progressMessages
  return sixOf(text, [m.gettingReady(), m.settingUp(), text.bureauCheck.wait.preparingScan()])
}
