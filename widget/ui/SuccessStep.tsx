import { useText } from '../i18n/text'
import { Dialog } from './Dialog'
import { LoadingStep } from './LoadingStep'

/**
 * The last step after a success: the shopper is told they can go on, rather
 * than left on a wait or a busy button while the merchant's page takes over
 * (a modal goes away; an inline frame stays). Nothing to press and nothing to
 * close: the flow has ended. Its text comes with the complete text, after the
 * first screen (tools/build/document/text-body.ts): until then, the loading step.
 */
export function SuccessStep() {
  const text = useText()
  const title = text.success.title()
  if (!title) return <LoadingStep />
  return (
    <Dialog title={title} onBack={null} onClose={null}>
      <p>{text.success.lead()}</p>
    </Dialog>
  )
}
