import type { BaseTranslation } from '../../i18n-types.ts'

/** iDIN: confirming who you are through your own Dutch bank, at the partner (Signicat). */
const en_idin = {
  title: 'Confirm your identity with iDIN',
  intro: 'With iDIN you confirm who you are through your own bank.',
  how: 'How it works',
  chooseBank: 'Choose your bank and log in as you usually do.',
  bankConfirms: 'Your bank confirms your name, address and date of birth to us.',
  comeBack: 'You come back here to finish your purchase.',
  private: 'Your bank doesn’t share your login details or your account information.',
  start: 'Continue to iDIN',
  cancel: {
    title: 'Stop confirming with iDIN?',
    warning: 'If you stop now, your purchase won’t be approved.',
  },
} satisfies BaseTranslation

export default en_idin
