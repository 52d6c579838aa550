/**
 * What the first screen does not show, in one chunk loaded right after it
 * (./held-back.ts): the cancel confirmation, the failure screen with its
 * text rules, and the session cancel call. One dynamic import makes one
 * request; each piece is there within a tap's time on a slow connection.
 */
export { CancelConfirmation } from '../ui/CancelConfirmation'
export { FailureScreen } from './FailureScreen'
export { createCancelSession } from '../session-api/cancel-session'
