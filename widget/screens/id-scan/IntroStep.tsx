import { useShell } from '../../ui/shell-context'
import { useText } from '../../i18n/text'
import { Button } from '../../ui/Button'
import { ChangeMethodButton } from '../../ui/ChangeMethodButton'
import { Dialog } from '../../ui/Dialog'
import { RadioGroup } from '../../kit/RadioGroup'
import { ActionNotice } from '../../ui/ActionNotice'
import { documentLabels } from './documents'
import type { IdScanController } from './id-scan-controller'

/**
 * Spec §2.3 ID scan intro (`/id_scan/intro`): what happens, the documents
 * the market accepts (only those with the CURP in Mexico), a scam warning;
 * with the combined-popup switch on, how long it takes and, where no
 * separate consent came first, that selecting Scan is consent. Selfie
 * registration's intro (`/selfie_registration/intro`) is the same without
 * the document.
 */
export function IntroStep({
  scan,
  changeMethod,
}: {
  scan: IdScanController
  changeMethod: () => Promise<'done' | 'offline'>
}) {
  const text = useText()
  const t = text.idScan.intro
  const selfie = text.idScan.selfieIntro
  const id = scan.mode === 'id'
  const { switches } = useShell()
  const busy = scan.busy.value === 'start'
  const notice = scan.notice.value?.action === 'start' ? scan.notice.value.kind : null
  return (
    <Dialog
      title={id ? t.title() : selfie.title()}
      busy={busy}
      footer={
        <Button busy={busy} onClick={() => void scan.start()}>
          {id ? t.scan() : selfie.start()}
        </Button>
      }
    >
      <p>{id ? `${t.lead()} ${switches.combinedPopup ? t.time() : ''}` : `${selfie.lead()} ${selfie.time()}`}</p>
      {id ? <h2 className="subheading">{t.stepsLabel()}</h2> : null}
      <ol className="scan-steps">
        {id ? <li>{t.stepDocument()}</li> : null}
        <li>{t.stepSelfie()}</li>
        <li>{t.stepFace()}</li>
      </ol>
      {id ? (
        <>
          <RadioGroup
            id="id-scan-document"
            name="document"
            legend={t.documentsLegend()}
            hint={t.documentsHint()}
            options={documentLabels(scan.accepted.value, (key) => text.idScan.documents[key]()).map((label, i) => ({
              value: scan.accepted.value[i]!,
              label,
            }))}
            value={scan.documentType.value}
            onInput={(type) => (scan.documentType.value = type)}
            onBlur={() => {}}
            disabled={busy}
          />
          {scan.market?.toUpperCase() === 'MX' ? <p className="hint">{t.curp()}</p> : null}
          <p className="notice notice--info">{t.scam()}</p>
        </>
      ) : null}
      {scan.separateConsent ? null : <p className="hint">{id ? t.consentNote() : selfie.consentNote()}</p>}
      <ActionNotice kind={notice} problem={t.startFailed()} />
      <ChangeMethodButton changeMethod={changeMethod} />
    </Dialog>
  )
}
