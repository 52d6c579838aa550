import type { BaseTranslation } from '../../i18n-types.ts'

/** Norwegian BankID (also bank-id-no-v2 and bank-id-no-signature). */
const en_bankIdNo = {
  failure: {
    sessionTimeout: {
      title: 'Whoops, we ran out of time',
      description: 'The BankID identification took too long. Please try again with your code generator or BankID on mobile.',
      button: 'Try again',
    },
    userInteraction: {
      title: 'The identification was cancelled',
      description: 'You stopped the BankID identification. Please try again or choose another payment method.',
      button: 'Go back to checkout',
    },
    technicalIssue: {
      title: 'BankID isn’t working right now',
      description: 'Something went wrong with BankID. Please try again later or choose another payment method.',
      button: 'Go back to checkout',
    },
    userMismatch: {
      title: 'The details don’t match',
      description: 'The person who identified with BankID doesn’t match the details given at checkout. Please identify with your own BankID.',
      button: 'Go back to checkout',
    },
  },
  cancel: {
    title: 'Stop identifying with BankID?',
    warning: 'If you stop now, your purchase won’t be approved.',
  },
} satisfies BaseTranslation

export default en_bankIdNo
