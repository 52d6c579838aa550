/**
 * Spec §4: in Italy the bureau check's reasons become ones that show the
 * generic failure text (spec §8: no namespace has an entry for them, so the
 * flow's generic text answers, not the shared 'Sadly we couldn't verify your
 * identity'). Read by the shell's failure screen (app/failure-reason.ts), held
 * back from the first screen with it.
 */
export function bureauCheckFailureReason(market: string, reason: string): string {
  if (market !== 'IT') return reason
  return reason === 'technical-issue'
    ? `${reason}-fallback`
    : reason.replace(/^(invalid-user-info|user-not-trusted)$/, '$1-with-contact')
}
