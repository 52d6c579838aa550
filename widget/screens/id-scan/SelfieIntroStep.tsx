import { useText } from '../../i18n/text'
import { Button } from '../../ui/Button'
import { ChangeMethodButton } from '../../ui/ChangeMethodButton'
import { Dialog } from '../../ui/Dialog'
import { ActionNotice } from './ActionNotice'
import type { IdScanController } from './id-scan-controller'

/** selfie-registration's intro (`/selfie_registration/intro`): a selfie and a short facial scan; Start is consent where none came first. */
export function SelfieIntroStep({ scan, changeMethod }: { scan: IdScanController; changeMethod: () => Promise<'done' | 'offline'> }) {
  const text = useText()
  const t = text.idScan.selfieIntro
  const busy = scan.busy.value === 'start'
  const notice = scan.notice.value?.action === 'start' ? scan.notice.value.kind : null
  return (
    <Dialog
      title={t.title()}
      busy={busy}
      footer={
        <Button busy={busy} onClick={() => void scan.start()}>
          {t.start()}
        </Button>
      }
    >
      <p>
        {t.lead()} {t.time()}
      </p>
      <ol className="scan-steps">
        <li>{text.idScan.intro.stepSelfie()}</li>
        <li>{text.idScan.intro.stepFace()}</li>
      </ol>
      {scan.separateConsent ? null : <p className="hint">{t.consentNote()}</p>}
      <ActionNotice kind={notice} problem={text.idScan.intro.startFailed()} />
      <ChangeMethodButton changeMethod={changeMethod} />
    </Dialog>
  )
}
