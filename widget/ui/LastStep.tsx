import { useText } from '../i18n/text'
import { Dialog } from './Dialog'
import { LoadingStep } from './LoadingStep'

/**
 * A step the flow ends on, with a title and a line: nothing to press and
 * nothing to close, the page takes over. Its text comes with the complete
 * text, after the first screen (tools/document/text-body.ts): until then,
 * the loading step.
 */
export function LastStep({ of }: { of: 'success' | 'closing' }) {
  const text = useText()[of]
  const title = text.title()
  if (!title) return <LoadingStep />
  return (
    <Dialog title={title} onBack={null} onClose={null}>
      <p>{text.lead()}</p>
    </Dialog>
  )
}
