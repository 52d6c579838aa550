import { createContext, useContext, type ReactNode } from 'react'

const InRegion = createContext(false)

/** True inside a NoticeRegion: a notice there is spoken by the region, and takes no live role of its own. */
export const useInNoticeRegion = () => useContext(InRegion)

/**
 * Where a step's messages appear (a wrong code, "verifying…", a lost
 * connection, attempts left): one polite live region, present before they
 * are, so each is said as it appears. One region, one politeness per
 * message: a notice inside takes no `alert` or `status` role of its own,
 * which some screen readers would read a second time.
 * `id`: for the field whose description the messages are.
 */
export function NoticeRegion({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <div id={id} className="notice-region" aria-live="polite">
      <InRegion.Provider value={true}>{children}</InRegion.Provider>
    </div>
  )
}
