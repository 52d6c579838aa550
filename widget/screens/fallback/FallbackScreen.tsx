import type { ScreenProps } from '../../app/screen-props'
import { useText } from '../../i18n/text'
import { Button } from '../../ui/Button'
import { Screen } from '../../ui/Screen'

/** Any strategy type without a screen of its own. */
export default function FallbackScreen({ strategy, flow }: ScreenProps) {
  const text = useText()
  const end = () =>
    flow.completeWithFailure({ strategy: strategy.type, reason: 'unattainable', error: `unsupported strategy ${strategy.type}` })
  return (
    <Screen
      title={text.fallback.title()}
      footer={
        <Button onClick={end} disabled={flow.settled.value}>
          {text.fallback.button()}
        </Button>
      }
    >
      <p>{text.fallback.description()}</p>
    </Screen>
  )
}
