import type { Text } from '../i18n/text'

/** Spec §2.3: a loading or verifying screen rotates six progress messages. */
export type SixMessages = readonly [string, string, string, string, string, string]

/** The six most waits show while the session checks the shopper (ID check, bureau check, ID scan, a partner's result). */
export function identityMessages(text: Text): SixMessages {
  const m = text.progressMessages
  return [
    m.checkingDetails(),
    m.verifyingIdentity(),
    m.contactingPartner(),
    m.securingData(),
    m.almostThere(),
    m.fewMoreSeconds(),
  ]
}

/** Bank login's check: the account is read first; no verification partner is involved. */
export function bankLoginMessages(text: Text): SixMessages {
  const m = text.progressMessages
  return [
    text.bankLogin.verify.readingAccount(),
    m.checkingDetails(),
    m.verifyingIdentity(),
    m.securingData(),
    m.almostThere(),
    m.fewMoreSeconds(),
  ]
}

/** Monthio's review: about an overview of finances, not identity. */
export function monthioMessages(text: Text): SixMessages {
  const m = text.progressMessages
  return [
    text.monthio.reviewing(),
    text.monthio.incomeExpenses(),
    m.checkingDetails(),
    m.securingData(),
    m.almostThere(),
    m.fewMoreSeconds(),
  ]
}
