import type { FailureInfo, Flow } from '../app/flow'
import { useText } from '../i18n/text'
import { Button } from './Button'
import { Dialog } from './Dialog'
import { failureText, type FailureSession } from './failure-text'

interface FailureScreenProps {
  failure: FailureInfo
  flow: Flow
  /** Picks the in-store or one-time card text. */
  details?: FailureSession
}

/**
 * Spec §2.3 failure screen: its one button completes the flow with the
 * error; closing the dialog does the same, without asking.
 */
export function FailureScreen({ failure, flow, details }: FailureScreenProps) {
  const text = failureText(useText(), failure, details)
  const help = text.customerService
  const complete = () => flow.completeWithFailure(failure)
  return (
    <Dialog
      title={text.title}
      onClose={flow.settled.value ? null : complete}
      confirmOnClose={false}
      footer={
        <Button onClick={complete} disabled={flow.settled.value}>
          {text.button}
        </Button>
      }
    >
      <p>{text.description}</p>
      {help && (
        <p>
          {help.lead}{' '}
          <a href={help.url} target="_blank" rel="noopener noreferrer">
            {help.label}
          </a>
          .
        </p>
      )}
    </Dialog>
  )
}
