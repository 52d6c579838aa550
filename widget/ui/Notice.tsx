import type { ReactNode } from 'react'

/** An inline message. `alert` ones are announced by screen readers as they appear. */
export function Notice({ tone, id, children }: { tone: 'error' | 'info'; id?: string; children: ReactNode }) {
  return (
    <p id={id} className={`notice notice--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </p>
  )
}
