import { useSteps } from '../../ui/steps'
import { useText } from '../../i18n/text'
import { Button } from '../../ui/Button'
import { Dialog } from '../../ui/Dialog'
import { ActionNotice } from '../../ui/ActionNotice'
import { STEPS, type IdScanController, type Rejection } from './id-scan-controller'

/** Rejections another scan of the same document cannot fix. */
const OTHER_DOCUMENT: readonly Rejection[] = ['expired', 'wrong_type', 'curp_missing']

const reasonKey = (rejection: Rejection) =>
  rejection === 'wrong_type' ? 'wrongType' : rejection === 'curp_missing' ? 'curpMissing' : rejection

/**
 * Spec §2.3 ID scan retry (`/id_scan/retry`): the session turned the
 * pictures down and says why (expired, glare, blur, wrong type, CURP
 * missing, unreadable, the face); the shopper scans again, or uses another
 * document where this one cannot pass. What the session accepted stays.
 */
export function RetryStep({ scan }: { scan: IdScanController }) {
  const text = useText()
  const t = text.idScan.retry
  const steps = useSteps()!
  const rejection = scan.rejection.value ?? 'unreadable'
  const busy = scan.busy.value === 'start'
  const notice = scan.notice.value?.action === 'start' ? scan.notice.value.kind : null
  const selfie = scan.mode === 'selfie' || rejection === 'face'
  const otherFirst = !selfie && OTHER_DOCUMENT.includes(rejection)
  const again = (
    <Button
      key="again"
      variant={otherFirst ? 'secondary' : 'primary'}
      busy={busy}
      onClick={() => void scan.start(true)}
    >
      {selfie ? t.selfieAgain() : t.scanAgain()}
    </Button>
  )
  const other = selfie ? null : (
    <Button
      key="other"
      variant={otherFirst ? 'primary' : 'secondary'}
      disabled={busy}
      onClick={() => steps.go(scan.base + STEPS.intro)}
    >
      {t.otherDocument()}
    </Button>
  )
  return (
    <Dialog
      title={scan.mode === 'selfie' ? t.selfieTitle() : t.title()}
      onBack={null}
      busy={busy}
      footer={otherFirst ? [other, again] : [again, other]}
    >
      <p>{t.reasons[reasonKey(rejection)]()}</p>
      <p>{selfie ? t.selfieTips() : t.tips()}</p>
      <ActionNotice kind={notice} problem={text.idScan.intro.startFailed()} />
    </Dialog>
  )
}

/** The lazy part ScanRoutes loads (kit/lazy-part.tsx). */
export default RetryStep
