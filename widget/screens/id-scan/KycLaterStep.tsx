import { useSteps } from '../../ui/steps'
import { useText } from '../../i18n/text'
import { Button } from '../../ui/Button'
import { Dialog } from '../../ui/Dialog'
import { ActionNotice } from '../../ui/ActionNotice'
import { STEPS, type IdScanController } from './id-scan-controller'

/**
 * Spec §2.3 later-ID intro (`/id_scan/intro_kyc_later`, KYC-anytime mode):
 * scan now, or finish the purchase and send the ID within 30 days, on the
 * second purchase. "Maybe later" completes the flow with that choice.
 */
export function KycLaterStep({ scan }: { scan: IdScanController }) {
  const text = useText()
  const t = text.idScan.kycLater
  const steps = useSteps()!
  const busy = scan.busy.value
  const notice = scan.notice.value?.action === 'later' ? scan.notice.value.kind : null
  return (
    <Dialog
      title={t.title()}
      busy={busy === 'later'}
      footer={
        <>
          <Button
            onClick={() => steps.go(scan.base + (scan.separateConsent ? STEPS.consent : STEPS.intro))}
            disabled={busy !== null}
          >
            {t.upload()}
          </Button>
          <Button variant="secondary" busy={busy === 'later'} onClick={() => void scan.later()}>
            {t.later()}
          </Button>
        </>
      }
    >
      <p>{t.lead()}</p>
      <p>{t.within()}</p>
      <ActionNotice kind={notice} problem={t.failed()} />
    </Dialog>
  )
}
