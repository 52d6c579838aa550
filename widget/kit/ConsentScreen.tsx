import type { ReactNode } from 'react'
import { useLocation } from 'wouter'
import { useText } from '../i18n/text'
import { Button } from '../ui/Button'
import { Dialog } from '../ui/Dialog'

interface ConsentScreenProps {
  /** The consent in words; by default the identity-check consent, given by pressing Continue. */
  body?: string
  /** The answers; by default Continue, on to the strategy. The AU bureau check offers Agree and continue or No thanks. */
  footer?: ReactNode
}

/**
 * Spec §2.3 identity-check consent, for the shell and every strategy that
 * asks for it: the title, the consent, the privacy-policy link. By default
 * Continue is the consent, then the strategy screen, with no way back to a
 * consent already given.
 */
export function ConsentScreen({ body, footer }: ConsentScreenProps) {
  const text = useText()
  const [, navigate] = useLocation()
  return (
    <Dialog
      title={text.consent.title()}
      footer={footer ?? <Button onClick={() => navigate('/', { replace: true })}>{text.consent.continue()}</Button>}
    >
      <p>{body ?? text.consent.body()}</p>
      <p>
        <a href={text.consent.privacyUrl()} target="_blank" rel="noopener noreferrer">
          {text.consent.privacyPolicy()}
        </a>
      </p>
    </Dialog>
  )
}
