/**
 * Namespaces served together with others: text several families share,
 * without putting it on every first screen (the root) or copying it into
 * each family's namespace. The edge splices a companion in wherever one of
 * its families' namespaces is asked for (`GET /v1/text/sv?ns=bankIdNo` also
 * carries `handoff`); asked for alone, it comes with the root only.
 */
export const COMPANIONS: Readonly<Record<string, readonly string[]>> = {
  handoff: ['bankIdNo', 'bankIdFi', 'idin', 'checkin', 'kosmaId', 'veriff', 'monthio'],
  /** The failures both ways of checking an ID share (the failure screen looks there after the family's own). */
  idFailure: ['idScan', 'kosmaId'],
  /** What the waits say while the session checks something (widget/ui/progress-messages.ts): only the families that wait. */
  progressMessages: [
    'idCheck',
    'bureauCheck',
    'idScan',
    'checkin',
    'kosmaId',
    'veriff',
    'monthio',
    'bankLogin',
    // The hand-offs' check of the result (widget/kit/HandoffStep.tsx) waits too.
    'bankIdNo',
    'bankIdFi',
    'idin',
  ],
}
