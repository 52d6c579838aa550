import type { FailureInfo, Flow } from '../app/flow'
import { useText } from '../i18n/text'
import { Button } from './Button'
import { failureText, type FailureSession } from './failure-text'
import { Screen } from './Screen'

interface FailureScreenProps {
  failure: FailureInfo
  flow: Flow
  /** Picks the in-store or one-time card text. */
  details?: FailureSession
}

/**
 * Spec §2.3 failure screen: its one button completes the flow with the error.
 * A dialog around it must close through the same completion.
 */
export function FailureScreen({ failure, flow, details }: FailureScreenProps) {
  const text = failureText(useText(), failure, details)
  const help = text.customerService
  return (
    <Screen
      title={text.title}
      footer={
        <Button onClick={() => flow.completeWithFailure(failure)} disabled={flow.settled.value}>
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
    </Screen>
  )
}
