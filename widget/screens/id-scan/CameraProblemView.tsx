import { useText } from '../../i18n/text'
import { Button } from '../../ui/Button'
import { ChangeMethodButton } from '../../ui/ChangeMethodButton'
import { Dialog } from '../../ui/Dialog'
import type { CameraProblem } from './camera'

/** Problems the shopper can fix and try again; the others cannot change from inside the frame. */
const RETRYABLE: readonly CameraProblem[] = ['denied', 'none', 'busy', 'failed']

/**
 * Each camera problem on its own screen: what happened, what to do about
 * it, and uploading photos instead, always offered.
 */
export function CameraProblemView({
  problem,
  onUpload,
  onRetry,
  changeMethod,
}: {
  problem: CameraProblem
  onUpload: () => void
  onRetry: () => void
  changeMethod: () => Promise<'done' | 'offline'>
}) {
  const t = useText().idScan.camera
  return (
    <Dialog
      title={t[problem].title()}
      footer={
        <>
          <Button onClick={onUpload}>{t.uploadInstead()}</Button>
          {RETRYABLE.includes(problem) ? (
            <Button variant="secondary" onClick={onRetry}>
              {t.tryAgain()}
            </Button>
          ) : null}
        </>
      }
    >
      <p>{t[problem].description()}</p>
      <ChangeMethodButton changeMethod={changeMethod} />
    </Dialog>
  )
}
