import { useEffect, useRef } from 'react'
import { useText } from '../../i18n/text'
import { Button } from '../../ui/Button'
import { Dialog } from '../../ui/Dialog'
import { Notice } from '../../ui/Notice'
import { ActionNotice } from '../../ui/ActionNotice'
import type { StepChrome } from './CameraStep'
import type { Part } from './documents'
import type { FaceScanResult, IdScanController } from './id-scan-controller'

const camel = (part: Part) =>
  part.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase()) as
    | 'documentFront'
    | 'documentBack'
    | 'selfie'
    | 'faceLeft'
    | 'faceRight'

/**
 * The photos on their way, each with how much has gone (slow networks),
 * then the submission as soon as the last one arrived. A photo that could
 * not be sent is sent again from memory ("Send again"); one the session
 * could not use is taken again.
 */
export function SendingStep({
  chrome,
  scan,
  parts,
  face,
  onRetake,
}: {
  chrome: Omit<StepChrome, 'instruction'>
  scan: IdScanController
  parts: readonly Part[]
  face: FaceScanResult | null
  onRetake: (part: Part) => void
}) {
  const text = useText()
  const t = text.idScan.sending
  const states = scan.uploads.states.value
  const all = scan.uploads.allSent(parts)
  const submitting = scan.busy.value === 'submit'
  const submitNotice = scan.notice.value?.action === 'submit' ? scan.notice.value.kind : null
  const offline = parts.some((part) => states[part]?.kind === 'offline')
  const unusable = parts.find((part) => states[part]?.kind === 'unusable')
  const submitted = useRef(false)

  useEffect(() => {
    if (!all || submitted.current) return
    submitted.current = true
    void scan.submit(face)
  }, [all])

  return (
    <Dialog
      title={t.title()}
      subtitle={chrome.subtitle}
      onBack={chrome.onBack}
      busy={!all || submitting}
      footer={
        unusable ? (
          <Button onClick={() => onRetake(unusable)}>{t.retake()}</Button>
        ) : offline || submitNotice ? (
          <Button busy={submitting} onClick={() => (offline ? scan.uploads.retry() : void scan.submit(face))}>
            {t.sendAgain()}
          </Button>
        ) : null
      }
    >
      <p>{t.lead()}</p>
      <ul className="uploads">
        {parts.map((part) => {
          const state = states[part]
          const label = t.parts[camel(part)]()
          return (
            <li key={part} className="uploads__item">
              <span>{label}</span>
              {state?.kind === 'sending' ? (
                <progress max={100} value={Math.round(state.share * 100)} aria-label={label} />
              ) : (
                <span className={state?.kind === 'sent' ? 'uploads__state' : 'uploads__state uploads__state--muted'}>
                  {state?.kind === 'sent'
                    ? t.sent()
                    : state?.kind === 'offline' || state?.kind === 'unusable'
                      ? t.failed()
                      : t.waiting()}
                </span>
              )}
            </li>
          )
        })}
      </ul>
      {unusable ? (
        <Notice tone="error">{t.rejected()}</Notice>
      ) : offline ? (
        <Notice tone="error">{t.offline()}</Notice>
      ) : null}
      <ActionNotice kind={submitNotice} problem={t.submitFailed()} />
    </Dialog>
  )
}
