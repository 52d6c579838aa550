import { useEffect, useState } from 'react'
import type { ScreenProps } from '../../app/screen-props'
import { useText } from '../../i18n/text'
import { createStrategyApi } from '../../session-api/strategy-api'
import { Button } from '../../ui/Button'
import { Dialog } from '../../ui/Dialog'
import { isWidgetError } from '../../widget-error'

/**
 * Any strategy type without a screen of its own. It still asks the session
 * server to start the strategy: when the server has already ended it (timed
 * out, refused, too many attempts) the shopper sees that strategy's own
 * failure text rather than a generic dead end.
 */
export default function FallbackScreen({ strategy, http, details, flow }: ScreenProps) {
  const text = useText()
  const [checking, setChecking] = useState(true)

  useEffect(() => {
    let live = true
    createStrategyApi(http, details.url, strategy.type)
      .post('start')
      .then((answer) => {
        if (answer.status === 'success') flow.succeed(answer.token!)
        else if (answer.status !== 'in_progress') flow.fail({ strategy: strategy.type, reason: answer.reason, token: answer.token, error: `strategy ${answer.status}` })
      })
      .catch((error: unknown) => {
        // Only the server's own verdict matters here; without one the shopper still gets the way out below.
        if (isWidgetError(error, 'client') && error.details.status === 401) flow.fail({ strategy: strategy.type, reason: 'session-timeout', error: 'session no longer valid' })
      })
      .finally(() => live && setChecking(false))
    return () => {
      live = false
    }
  }, [http, details.url, strategy.type, flow])

  const end = () =>
    flow.completeWithFailure({ strategy: strategy.type, reason: 'unattainable', error: `unsupported strategy ${strategy.type}` })
  return (
    <Dialog
      title={checking ? text.progress.title() : text.fallback.title()}
      busy={checking}
      footer={
        <Button onClick={end} disabled={checking || flow.settled.value}>
          {text.fallback.button()}
        </Button>
      }
    >
      <p>{checking ? text.progress.messages.checkingDetails() : text.fallback.description()}</p>
    </Dialog>
  )
}
