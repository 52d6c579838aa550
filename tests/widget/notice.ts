import { waitFor } from '@testing-library/preact'

/**
 * The message a step's notice region says now (ui/NoticeRegion.tsx: one polite region, whose notices
 * take no role of their own, so they cannot be found by role): its last notice of that tone (an error, as an alert would be; or news).
 */
export function getNotice(tone: 'error' | 'info' = 'error'): HTMLElement {
  const notices = document.querySelectorAll<HTMLElement>(`[aria-live="polite"] .notice--${tone}`)
  if (!notices.length) throw new Error('no notice in a notice region')
  return notices[notices.length - 1]!
}

export const findNotice = (tone: 'error' | 'info' = 'error') => waitFor(() => getNotice(tone))
