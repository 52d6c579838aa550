import { useSteps } from '../../ui/steps'
import { useText } from '../../i18n/text'
import { Button } from '../../ui/Button'
import { ChangeMethodButton } from '../../ui/ChangeMethodButton'
import { Dialog } from '../../ui/Dialog'
import { consentVariant } from './documents'
import { ExternalLink } from './ExternalLink'
import { STEPS, type IdScanController } from './id-scan-controller'

/**
 * Spec §2.3 biometric fraud consent (`/id_scan/biometric_consent`): the
 * wording and the agree button by market (US 'I consent', Canada 'Start
 * Verification' without the third-party provider, Mexico 'Continue' with
 * personal and biometric data, elsewhere 'Agree and continue'); the
 * policies; 'Submit details' for shoppers who want no biometric processing,
 * on the provider's phone-reset page. The session records the consent with
 * the scan's start, which only this agreement leads to.
 */
export function ConsentStep({
  scan,
  changeMethod,
}: {
  scan: IdScanController
  changeMethod: () => Promise<'done' | 'offline'>
}) {
  const text = useText()
  const t = text.idScan.consent
  const steps = useSteps()!
  const variant = consentVariant(scan.market)
  const copy = t[variant]
  return (
    <Dialog
      title={t.title()}
      footer={<Button onClick={() => steps.go(scan.base + STEPS.intro)}>{copy.agree()}</Button>}
    >
      <p>{t.lead()}</p>
      <p>{copy.body()}</p>
      <ul className="links">
        <li>
          <ExternalLink href={t.facialScanPolicyUrl()}>{t.facialScanPolicy()}</ExternalLink>
        </li>
        <li>
          <ExternalLink href={text.consent.privacyUrl()}>{t.privacyNotice()}</ExternalLink>
        </li>
        {variant === 'ca' ? null : (
          <li>
            <ExternalLink href={t.providerTermsUrl()}>{t.providerTerms()}</ExternalLink>
          </li>
        )}
      </ul>
      <p className="hint">
        {t.noBiometrics()} <ExternalLink href={t.submitDetailsUrl()}>{t.submitDetails()}</ExternalLink>
      </p>
      <ChangeMethodButton changeMethod={changeMethod} />
    </Dialog>
  )
}
