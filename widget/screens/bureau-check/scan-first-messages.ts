import type { Text } from '../../i18n/text'
import { type SixMessages, sixOf } from '../../ui/progress-messages'

/** Mexico's bureau check starting (spec §4): the document and selfie scan comes first, so nothing of the bureau yet. */
export function scanFirstMessages(text: Text): SixMessages {
  const m = text.progressMessages
  return sixOf(text, [m.gettingReady(), m.settingUp(), text.bureauCheck.wait.preparingScan()])
}
