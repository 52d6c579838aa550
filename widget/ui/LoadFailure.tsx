import { useEffect, useRef, useState } from 'react'
import { Button } from './Button'

/** The security error in an error or its causes (a CSP or sandbox mistake of the host page, usually). */
export function securityErrorIn(error: unknown, depth = 0): DOMException | null {
  if (error instanceof DOMException && error.name === 'SecurityError') return error
  const cause =
    error && typeof error === 'object'
      ? ((error as { cause?: unknown }).cause ?? (error as { details?: { cause?: unknown } }).details?.cause)
      : undefined
  return cause !== undefined && depth < 5 ? securityErrorIn(cause, depth + 1) : null
}

interface LoadFailureProps {
  error: unknown
  /** Loads again; busy until it settles (a success replaces this screen, a failure renders it with the new error). */
  onRetry: () => unknown
  /** The way out: ends the flow, so the checkout can carry on without the widget; busy until it has. */
  onLeave?: () => unknown
}

/**
 * Shown when the text or the screen's code could not load: it cannot be
 * translated, since the text may be what failed. It names the error only
 * when it is a security error (spec §4), the one case a host developer must
 * see. Its heading takes focus and it is announced as an alert, so nobody
 * is left on a silent frame; besides the retry it offers a way back.
 */
export function LoadFailure({ error, onRetry, onLeave }: LoadFailureProps) {
  const security = securityErrorIn(error)
  const heading = useRef<HTMLHeadingElement>(null)
  // Once the flow has ended the frame may stay up: the way out then says it is done, not busy for ever.
  const [leaving, setLeaving] = useState<'no' | 'busy' | 'done'>('no')
  const [retrying, setRetrying] = useState(false)
  // Each failure, a retry's too, puts focus back on the heading: the shopper hears that it failed again.
  useEffect(() => heading.current?.focus({ preventScroll: true }), [error])
  const retry = () => {
    setRetrying(true)
    void Promise.resolve(onRetry()).finally(() => setRetrying(false))
  }
  const leave = () => {
    setLeaving('busy')
    void Promise.resolve(onLeave?.()).finally(() => setLeaving('done'))
  }
  return (
    <div
      className="dialog"
      lang="en"
      role="alertdialog"
      aria-labelledby="load-failure-title"
      aria-describedby="load-failure-text"
    >
      <div className="dialog__panel">
        {/* The dialog's bar, as every step has it (ui/Dialog.tsx), with nothing to go back to or close. */}
        <header className="dialog__nav">
          <h1 id="load-failure-title" className="dialog__title" tabIndex={-1} ref={heading}>
            Something went wrong
          </h1>
        </header>
        <main className="dialog__body">
          <p id="load-failure-text">We couldn’t load this page. Please check your internet connection and try again.</p>
          {security ? <p className="fine-print">{String(security)}</p> : null}
        </main>
        <footer className="dialog__footer">
          <Button onClick={retry} busy={retrying} disabled={leaving !== 'no'}>
            Try again
          </Button>
          {onLeave ? (
            <Button variant="secondary" onClick={leave} busy={leaving === 'busy'} disabled={leaving === 'done'}>
              Go back to checkout
            </Button>
          ) : null}
        </footer>
      </div>
    </div>
  )
}
