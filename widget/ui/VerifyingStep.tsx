import { useText } from '../i18n/text'
import { Dialog } from './Dialog'
import { Notice } from './Notice'
import { Progress } from './Progress'

interface VerifyingStepProps {
  connection: 'ok' | 'lost'
  /** How long the check usually takes (spec §9: check-in under 2 minutes, Kosma ID under 3). */
  estimate: string
  /** The usual duration, for the bar. */
  expectedMs?: number
  /** The rotating messages, when the shared six do not fit (they speak of identity). */
  messages?: readonly string[]
}

/**
 * The wait after a partner, while the session checks what it sent: the
 * shared rotating progress with the usual duration, a lost connection said
 * plainly (polling goes on by itself), and a reminder to keep the window.
 */
export function VerifyingStep({ connection, estimate, expectedMs, messages }: VerifyingStepProps) {
  const text = useText()
  const m = text.progress.messages
  return (
    <Dialog title={text.progress.title()}>
      <Progress
        messages={messages ?? [m.checkingDetails(), m.verifyingIdentity(), m.contactingPartner(), m.securingData(), m.almostThere(), m.fewMoreSeconds()]}
        estimate={estimate}
        expectedMs={expectedMs}
        caution={text.progress.doNotClose()}
      />
      {connection === 'lost' ? (
        <Notice tone="info">
          <strong>{text.network.title()}</strong> {text.waiting.reconnecting()}
        </Notice>
      ) : null}
    </Dialog>
  )
}
