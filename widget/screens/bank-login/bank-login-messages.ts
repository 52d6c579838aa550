import type { Text } from '../../i18n/text'
import { type SixMessages, sixOf } from '../../ui/progress-messages'

/** Bank login's check: the account is read first; no verification partner is involved. */
export function bankLoginMessages(text: Text): SixMessages {
  const m = text.progressMessages
  return sixOf(text, [text.bankLogin.verify.readingAccount(), m.checkingDetails(), m.verifyingIdentity()])
}
