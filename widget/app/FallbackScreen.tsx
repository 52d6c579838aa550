import { useState } from 'react'
import type { ScreenProps } from '../kit/screen-props'
import { useText } from '../i18n/text'
import { Button } from '../ui/Button'
import { Dialog } from '../ui/Dialog'

/**
 * A strategy type this widget does not know (spec §2.1 "any other type
 * shows a generic fallback screen"). It calls nothing on the session: an
 * unknown method must never succeed or fail without the shopper. Its one
 * way out reads "Go back to checkout", and the page hears just that: the
 * session ends with `go_back` (spec §3's cancel reasons), the reason that
 * matches what the shopper chose, and the checkout takes it from there.
 */
export default function FallbackScreen({ flow, cancel }: ScreenProps) {
  const text = useText()
  const [leaving, setLeaving] = useState(false)
  const leave = () => {
    setLeaving(true)
    void cancel('go_back')
  }
  return (
    <Dialog
      title={text.fallback.title()}
      busy={leaving}
      footer={
        <Button onClick={leave} busy={leaving} disabled={flow.settled.value}>
          {text.fallback.button()}
        </Button>
      }
    >
      <p>{text.fallback.description()}</p>
    </Dialog>
  )
}
