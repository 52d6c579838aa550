import type { FailureInfo, Flow } from '../kit/flow'
import { useText } from '../i18n/text'
import { Button } from '../ui/Button'
import { Dialog } from '../ui/Dialog'
import { failureText, type FailureSession } from './failure-text'
import { PhoneLinkText } from './PhoneLinkText'

interface FailureScreenProps {
  failure: FailureInfo
  flow: Flow
  /** Picks the in-store or one-time card text. */
  details?: FailureSession
}

/**
 * Spec §2.3 failure screen: a title, a description, the customer-service
 * line where the case has one, and one button (the spec's label for the
 * case) that completes the flow with the error; closing the dialog does the
 * same, without asking. A failure is final here: trying again is the
 * checkout's (its texts say "you can try again or choose any other payment
 * method"), or the family's own step while the strategy is still going on.
 */
export function FailureScreen({ failure, flow, details }: FailureScreenProps) {
  const text = useText()
  const copy = failureText(text, failure, details)
  const help = copy.customerService
  const complete = () => flow.completeWithFailure(failure)
  const settled = flow.settled.value
  return (
    <Dialog
      title={copy.title}
      onClose={settled ? null : complete}
      confirmOnClose={false}
      footer={
        <Button onClick={complete} disabled={settled}>
          {copy.button}
        </Button>
      }
    >
      <p>
        <PhoneLinkText text={copy.description} phone={copy.phone} />
      </p>
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
