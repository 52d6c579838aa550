import { useLocation } from 'wouter'
import { useText } from '../../i18n/text'
import { Button } from '../../ui/Button'
import { Dialog } from '../../ui/Dialog'

/** Spec §2.3 identity-check consent: Continue is the consent; then the strategy screen, with no way back to a consent already given. */
export function ConsentScreen() {
  const text = useText()
  const [, navigate] = useLocation()
  return (
    <Dialog title={text.consent.title()} footer={<Button onClick={() => navigate('/', { replace: true })}>{text.consent.continue()}</Button>}>
      <p>{text.consent.body()}</p>
      <p>
        <a href={text.consent.privacyUrl()} target="_blank" rel="noopener noreferrer">
          {text.consent.privacyPolicy()}
        </a>
      </p>
    </Dialog>
  )
}
