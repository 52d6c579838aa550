import type { BaseTranslation } from '../../i18n-types.ts'

/**
 * Hand-offs through a child window (docs/architecture.md "Child windows"), shared by
 * every family that sends the shopper to a page that will not be framed.
 * Served with those families' own text (contracts/companions.ts). `{name}` is
 * a proper name: BankID, a bank, iDIN, Checkin.com, Kosma, Veriff, Monthio.
 */
const en_handoff = {
  title: 'Continue in the window we opened for {name:string}',
  lead: 'Finish there, and we’ll continue here automatically.',
  waiting: 'Waiting for {name:string}…',
  show: 'Show the window',
  cancel: 'Cancel',
  resumed: 'If you closed that window, you can open {name:string} again.',
  blockedTitle: 'Your browser blocked the new window',
  blocked: 'Open {name:string} with the button below to continue.',
  open: 'Open {name:string}',
  closedTitle: 'The window was closed',
  closed: 'The {name:string} window was closed before you finished. Open it again, or choose another method.',
  stoppedTitle: 'You didn’t finish at {name:string}',
  stopped: 'You can try again, or choose another method.',
  reopen: 'Open {name:string} again',
  checking: 'Checking the result…',
  startFailed: 'We couldn’t open {name:string}. Please try again.',
  /** The edge's page in the child window. */
  page: {
    connecting: 'Connecting you…',
    returning: 'Taking you back…',
    doneTitle: 'You can close this window',
    done: 'Go back to the checkout to continue.',
  },
} satisfies BaseTranslation

export default en_handoff
