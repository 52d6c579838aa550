import { useEffect, useState } from 'react'
import type { Text } from '../../i18n/text'
import { usePoller } from '../../kit/use-poller'
import { ActionNotice } from '../../ui/ActionNotice'
import { Button } from '../../ui/Button'
import { Dialog } from '../../ui/Dialog'
import { Progress } from '../../ui/Progress'
import { identityMessages } from '../../ui/progress-messages'
import { scanFirstMessages } from './scan-first-messages'
import type { BureauCheckController } from './bureau-check-controller'

/** Spec §9: the bureau answers within 10 seconds. */
const BUREAU_MS = 10_000

/**
 * 'Please wait': visible progress toward the bureau's 10 seconds; past them the session still decides.
 * `scanFirst` (Mexico, spec §4): the check is starting and the session will hand over to the document and
 * selfie scan first, so nothing is said yet about the bureau or its 10 seconds.
 */
export function WaitStep({
  bureau,
  text,
  scanFirst = false,
}: {
  bureau: BureauCheckController
  text: Text
  scanFirst?: boolean
}) {
  const t = text.bureauCheck
  const phase = bureau.phase.value
  const notice = bureau.notice.value
  const poller = usePoller(phase === 'waiting', { tick: bureau.poll, intervalMs: 2000 })
  const [late, setLate] = useState(false)
  useEffect(() => bureau.open(), [bureau])
  useEffect(() => {
    if (notice) return
    const timer = setTimeout(() => setLate(true), BUREAU_MS)
    return () => clearTimeout(timer)
  }, [notice])
  return (
    <Dialog
      title={text.progress.title()}
      onBack={null}
      busy={!notice}
      footer={
        notice ? (
          <Button busy={phase !== 'idle'} onClick={() => void bureau.start()}>
            {text.common.tryAgain()}
          </Button>
        ) : null
      }
    >
      {scanFirst ? null : <p>{t.wait.lead()}</p>}
      {notice ? (
        <ActionNotice kind={notice} problem={t.startFailed()} />
      ) : (
        <Progress
          messages={scanFirst ? scanFirstMessages(text) : identityMessages(text)}
          estimate={scanFirst ? undefined : late ? t.wait.longer() : t.wait.estimate()}
          expectedMs={scanFirst ? undefined : BUREAU_MS}
          caution={text.progress.doNotClose()}
          connection={poller.connection.value}
        />
      )}
    </Dialog>
  )
}
