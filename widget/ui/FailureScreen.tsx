import type { FailureInfo, Flow } from '../app/flow'
import { useText } from '../i18n/text'
import { Button } from './Button'
import { failureText } from './failure-text'
import { Dialog } from './Dialog'

/** Spec §2.3 failure screen: its one button completes the flow with the error. */
export function FailureScreen({ failure, flow }: { failure: FailureInfo; flow: Flow }) {
  const text = failureText(useText(), failure.strategy, failure.reason)
  const complete = () => flow.completeWithFailure(failure)
  return (
    // Spec §2.3: closing the dialog does what the button does, without asking.
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
    </Dialog>
  )
}
