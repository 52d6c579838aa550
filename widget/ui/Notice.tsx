import type { ReactNode } from 'react'
import { useInNoticeRegion } from './NoticeRegion'

/**
 * An inline message, announced as it appears: an error as an alert, else
 * politely; inside a NoticeRegion, by the region alone.
 */
export function Notice({ tone, id, children }: { tone: 'error' | 'info'; id?: string; children: ReactNode }) {
  const inRegion = useInNoticeRegion()
  return (
    <p id={id} className={`notice notice--${tone}`} role={inRegion ? undefined : tone === 'error' ? 'alert' : 'status'}>
      {children}
    </p>
  )
}
