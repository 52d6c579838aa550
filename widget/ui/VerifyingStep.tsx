import { useText } from '../i18n/text'
import { Dialog } from './Dialog'
import { LostConnectionNotice } from './LostConnectionNotice'
import { Progress } from './Progress'
import { identityMessages, type SixMessages } from './progress-messages'

interface VerifyingStepProps {
  connection: 'ok' | 'lost'
  /** How long the check usually takes (spec §9: the ID scan and check-in under 2 minutes, Kosma ID under 3). */
  estimate: string
  /** The usual duration, for the bar. */
  expectedMs?: number
  /** The rotating messages, when the shared six do not fit (they speak of identity). */
  messages?: SixMessages
  /** The step's title, when the shared 'Please wait' does not fit. */
  title?: string
  /** `null`: no way back (the ID scan's pictures are handed in). */
  onBack?: null
  busy?: boolean
}

/**
 * The wait while the session checks what the shopper handed in (an ID
 * scan's pictures, a partner's result): the shared rotating progress with
 * the usual duration, a lost connection said plainly (polling goes on by
 * itself), and a reminder to keep the window.
 */
export function VerifyingStep({ connection, estimate, expectedMs, messages, title, onBack, busy }: VerifyingStepProps) {
  const text = useText()
  return (
    <Dialog title={title ?? text.progress.title()} onBack={onBack} busy={busy}>
      <Progress
        messages={messages ?? identityMessages(text)}
        estimate={estimate}
        expectedMs={expectedMs}
        caution={text.progress.doNotClose()}
      />
      {connection === 'lost' ? <LostConnectionNotice retrying /> : null}
    </Dialog>
  )
}
