/**
 * Shown when the text or the screen's code could not load: it cannot be
 * translated, since the text may be what failed. It names the error only
 * when it is a security error (spec §4), the one case a host developer must
 * see (usually a CSP or sandbox mistake).
 */
export function LoadFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const security = error instanceof DOMException && error.name === 'SecurityError'
  return (
    <div className="dialog" lang="en">
      <div className="dialog__panel">
        <main className="dialog__body">
          <h1 className="dialog__title">Something went wrong</h1>
          <p>We couldn’t load this page. Please check your internet connection and try again.</p>
          {security ? <p className="fine-print">{String(error)}</p> : null}
        </main>
        <footer className="dialog__footer">
          <button type="button" className="button button--primary" onClick={onRetry}>
            Try again
          </button>
        </footer>
      </div>
    </div>
  )
}
