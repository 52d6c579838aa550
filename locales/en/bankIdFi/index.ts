import type { BaseTranslation } from '../../i18n-types.ts'

/** Finnish bank identification. */
const en_bankIdFi = {
  failure: {
    userMismatch: {
      title: 'The details don’t match',
      description: 'Make sure the national ID number you gave matches the one on the bank account you identify with.',
      button: 'Try again',
    },
    technicalIssue: {
      title: 'The bank identification isn’t working right now',
      description: 'Something went wrong on our side. Please try again later or choose another payment method.',
      button: 'Go back to checkout',
    },
    accessDenied: {
      title: 'The bank didn’t share your details',
      description: 'We need your bank to confirm your identity. Please try again and allow the bank to share your details.',
      button: 'Try again',
    },
    sessionTimeout: {
      title: 'Whoops, we ran out of time',
      description: 'The identification at your bank took too long. Please try again or choose another payment method.',
      button: 'Try again',
    },
    userNotTrusted: {
      title: 'Sadly we couldn’t verify your identity',
      description: 'Please choose another payment method to complete the purchase.',
      button: 'OK',
    },
  },
  cancel: {
    title: 'Stop identifying at your bank?',
    warning: 'If you stop now, your purchase won’t be approved.',
  },
} satisfies BaseTranslation

export default en_bankIdFi
