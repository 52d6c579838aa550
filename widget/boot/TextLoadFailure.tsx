/**
 * Shown when the text itself could not load, so it cannot be translated.
 * It names the error only when it is a security error (spec §4), the one
 * case a host developer must see (usually a CSP or sandbox mistake).
 */
export function TextLoadFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const security = error instanceof DOMException && error.name === 'SecurityError'
  return (
    <main className="screen" lang="en">
      <h1 className="screen__title">Something went wrong</h1>
      <div className="screen__body">
        <p>We couldn’t load this page. Please check your internet connection and try again.</p>
        {security ? <p className="fine-print">{String(error)}</p> : null}
      </div>
      <div className="screen__footer">
        <button type="button" className="button button--primary" onClick={onRetry}>
          Try again
        </button>
      </div>
    </main>
  )
}
