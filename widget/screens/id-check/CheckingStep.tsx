import type { Text } from '../../i18n/text'
import { usePoller } from '../../kit/use-poller'
import { Dialog } from '../../ui/Dialog'
import { Progress } from '../../ui/Progress'
import { identityMessages } from '../../ui/progress-messages'
import type { IdCheckController } from './id-check-controller'

/** `/id_check/loading`: six rotating messages (spec §2.3) while the session checks the document. */
export function CheckingStep({ check, text }: { check: IdCheckController; text: Text }) {
  const poller = usePoller(check.phase.value === 'verifying', { tick: check.poll, intervalMs: 2000 })
  return (
    <Dialog title={text.idCheck.loading.title()} onBack={null} busy>
      <Progress
        messages={identityMessages(text)}
        estimate={text.idCheck.loading.estimate()}
        caution={text.progress.doNotClose()}
        connection={poller.connection.value}
      />
    </Dialog>
  )
}
