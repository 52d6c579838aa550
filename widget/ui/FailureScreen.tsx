import type { FailureInfo, Flow } from '../app/flow'
import { useText } from '../i18n/text'
import { Button } from './Button'
import { failureText } from './failure-text'
import { Screen } from './Screen'

/** Spec §2.3 failure screen: its one button completes the flow with the error. */
export function FailureScreen({ failure, flow }: { failure: FailureInfo; flow: Flow }) {
  const text = failureText(useText(), failure.strategy, failure.reason)
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
    </Screen>
  )
}
