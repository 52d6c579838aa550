import { useText } from '../i18n/text'
import { Dialog } from './Dialog'

/**
 * What the dialog shows while code it needs is still on its way (the next
 * strategy's screen, a family's later step): a title and a polite "Loading",
 * never an empty frame.
 */
export function LoadingStep() {
  const text = useText()
  return (
    <Dialog title={text.progress.title()} busy>
      <Loading />
    </Dialog>
  )
}

/** "Loading…" with a spinner, announced politely: a step waiting on something it cannot say more about yet. */
export function Loading() {
  const text = useText()
  return (
    <p role="status">
      <span className="spinner" aria-hidden="true" /> {text.common.loading()}
    </p>
  )
}
