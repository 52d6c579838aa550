import { type LazyPart, usePrefetch } from '../../kit/lazy-part'
import { usePoller } from '../../kit/use-poller'
import { useText } from '../../i18n/text'
import { VerifyingStep } from '../../ui/VerifyingStep'
import type { IdScanController } from './id-scan-controller'

/** The session's usual time to verify (spec §9: under 2 minutes): the bar fills toward it. */
const USUAL_MS = 120_000

/**
 * Spec §2.3 ID scan waiting: the session verifies the pictures; 'takes less
 * than 2 minutes, do not close the window'. Polls every 2 s, rides out a
 * lost connection, and a reload comes back here (the session says it is
 * verifying). No way back: the pictures are handed in.
 */
export default function VerifyingWait({
  scan,
  next,
}: {
  scan: IdScanController
  /** The step a verdict may lead to, fetched while the shopper waits. */
  next: Pick<LazyPart<never>, 'prefetch'>
}) {
  const t = useText().idScan.verifying
  const poller = usePoller(true, { tick: scan.poll, intervalMs: 2000 })
  usePrefetch(next)
  return (
    <VerifyingStep
      title={scan.mode === 'id' ? t.title() : t.selfieTitle()}
      estimate={t.estimate()}
      expectedMs={USUAL_MS}
      connection={poller.connection.value}
      onBack={null}
      busy
    />
  )
}
