/** What the Network Information API says of the connection, where a browser has it (Chromium's). */
type Connection = { saveData?: boolean; effectiveType?: string }

/**
 * Whether guessing the next step is worth its bytes: not when the shopper asked
 * to save data, nor on a 2G connection, where a part fetched for a step they
 * never take costs more than fetching it when they do.
 */
export function prefetchWelcome(connection = (navigator as { connection?: Connection }).connection): boolean {
  return !connection?.saveData && !/(^|-)2g$/.test(connection?.effectiveType ?? '')
}
