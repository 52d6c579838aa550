import type { BaseTranslation } from '../../i18n-types.ts'

/** Bank login through the bank-selection widget (also bank-login-obu). */
const en_bankLogin = {
  failure: {
    userMismatch: {
      title: 'The account holder doesn’t match',
      description: 'The bank account you logged in to belongs to someone else. Please log in to your own bank account.',
      button: 'Back to selection',
    },
    insufficientInfo: {
      title: 'Your bank didn’t share enough information',
      description: 'We couldn’t verify your identity with the details your bank shared. Please try another bank or another payment method.',
      button: 'Back to selection',
    },
    incompleteVerification: {
      title: 'The bank login wasn’t finished',
      description: 'We didn’t receive everything we need from your bank. Please log in again and complete all the steps.',
      button: 'Try again',
    },
    technicalIssue: {
      title: 'We couldn’t connect to your bank',
      description: 'Something went wrong while connecting to {bankName:string}. Please try again later or choose another payment method.',
      button: 'Go back to checkout',
    },
    sessionTimeout: {
      title: 'Whoops, we ran out of time',
      description: 'The bank login took too long. Please try again or choose another method.',
      button: 'Try again',
    },
  },
  cancel: {
    title: 'Stop logging in to your bank?',
    warning: 'If you stop now, your purchase won’t be approved.',
  },
} satisfies BaseTranslation

export default en_bankLogin
