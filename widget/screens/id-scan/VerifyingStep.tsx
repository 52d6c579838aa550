import { useText } from '../../i18n/text'
import { usePoller } from '../../strategy/use-poller'
import { Dialog } from '../../ui/Dialog'
import { LostConnectionNotice } from '../../ui/LostConnectionNotice'
import { Progress } from '../../ui/Progress'
import { identityMessages } from '../../ui/progress-messages'
import type { IdScanController } from './id-scan-controller'

/** The session's usual time to verify (spec §9: under 2 minutes): the bar fills toward it. */
const USUAL_MS = 120_000

/**
 * Spec §2.3 ID scan waiting: the session verifies the pictures; 'takes less
 * than 2 minutes, do not close the window'. Polls every 2 s, rides out a
 * lost connection, and a reload comes back here (the session says it is
 * verifying). No way back: the pictures are handed in.
 */
export function VerifyingStep({ scan }: { scan: IdScanController }) {
  const text = useText()
  const t = text.idScan.verifying
  const poller = usePoller(true, { tick: scan.poll, intervalMs: 2000 })
  return (
    <Dialog title={scan.mode === 'id' ? t.title() : t.selfieTitle()} onBack={null} busy>
      <Progress
        messages={identityMessages(text)}
        estimate={t.estimate()}
        caution={text.progress.doNotClose()}
        expectedMs={USUAL_MS}
      />
      {poller.connection.value === 'lost' ? <LostConnectionNotice retrying /> : null}
    </Dialog>
  )
}
