import type { Text } from '../../i18n/text'
import { type SixMessages, sixOf } from '../../ui/progress-messages'

/** Monthio's review: about an overview of finances, not identity. */
export function monthioMessages(text: Text): SixMessages {
  return sixOf(text, [text.monthio.reviewing(), text.monthio.incomeExpenses(), text.progressMessages.checkingDetails()])
}
