import { useText } from '../i18n/text'
import { Notice } from './Notice'

/** A wait whose polls get no answer: said plainly, while the widget keeps trying without a tap. */
export function ReconnectingNotice() {
  const text = useText()
  return (
    <Notice tone="info">
      <strong>{text.network.title()}</strong> {text.waiting.reconnecting()}
    </Notice>
  )
}
