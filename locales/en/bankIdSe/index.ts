import type { BaseTranslation } from '../../i18n-types.ts'

/** Swedish BankID. */
const en_bankIdSe = {
  failure: {
    unattainable: {
      title: 'We couldn’t reach BankID',
      description: 'BankID isn’t answering right now. Please complete the purchase with another method.',
      button: 'Back to selection',
    },
    tooManyAttempts: {
      title: 'Too many attempts',
      description: 'You’ve tried BankID too many times. Please complete the purchase with another method.',
      button: 'Back to selection',
    },
    sessionTimeout: {
      title: 'Whoops, we ran out of time',
      description: 'The BankID identification took too long. Please try again or choose another method.',
      button: 'Try again',
    },
    userInteraction: {
      title: 'The identification was cancelled',
      description: 'Please authenticate with Mobile BankID or choose another method.',
      button: 'Back to selection',
    },
    userNotTrusted: {
      title: 'We couldn’t verify you with BankID',
      description: 'Please authenticate with Mobile BankID or choose another method.',
      button: 'Back to selection',
    },
    bankIdIssue: {
      title: 'BankID isn’t working right now',
      description: 'There’s a problem with BankID at the moment. Please try again later or choose another method.',
      button: 'Back to selection',
    },
  },
  cancel: {
    title: 'Stop identifying with BankID?',
    warning: 'If you stop now, your purchase won’t be approved.',
  },
} satisfies BaseTranslation

export default en_bankIdSe
