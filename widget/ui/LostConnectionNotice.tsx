import { useText } from '../i18n/text'
import { Notice } from './Notice'

/**
 * "Lost internet connection", said the same way everywhere: after a call
 * that got no answer (nothing changed, everything typed kept: try again),
 * or, `retrying`, while a wait's polls get none and the widget keeps trying by itself.
 */
export function LostConnectionNotice({ retrying = false }: { retrying?: boolean }) {
  const text = useText()
  return (
    <Notice tone={retrying ? 'info' : 'error'}>
      <strong>{text.network.title()}</strong> {retrying ? text.waiting.reconnecting() : text.network.description()}
    </Notice>
  )
}
