/**
 * First screens the engines must draw, one family each: what the shopper
 * sees first and the button that takes them on. Families chosen for what
 * differs between them: the one-time code (the budgeted document), BankID's
 * app choice, a form family behind its consent (the Australian ID check), a
 * hand-off to a partner's window (Norwegian BankID), and bank login.
 */
export interface FirstScreen {
  strategy: string
  market: string
  heading: string
  proceed: string
}

export const FIRST_SCREENS: FirstScreen[] = [
  { strategy: 'otp_phone', market: 'SE', heading: 'Confirm it’s you, Jane', proceed: 'Send code' },
  {
    strategy: 'bank_id_se',
    market: 'SE',
    heading: 'Identify with Mobile BankID',
    proceed: 'Open BankID on this device',
  },
  { strategy: 'id_check', market: 'AU', heading: 'Verify your identity', proceed: 'Continue' },
  {
    strategy: 'bank_id_no_v2',
    market: 'NO',
    heading: 'Identify with BankID',
    proceed: 'BankID app Confirm in the app on your phone',
  },
  { strategy: 'bank_login', market: 'GB', heading: 'Log in to your bank', proceed: 'Continue' },
]
