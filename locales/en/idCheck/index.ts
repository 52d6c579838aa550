import type { BaseTranslation } from '../../i18n-types.ts'

/** ID-document check for Australia and New Zealand. */
const en_idCheck = {
  failure: {
    technicalIssue: {
      title: 'We couldn’t check your ID right now',
      description: 'Something went wrong on our side. Please try again later or choose another payment method.',
      button: 'Go back to checkout',
    },
    sessionTimeout: {
      title: 'Whoops, we ran out of time',
      description: 'The ID check took too long. Please go back to the checkout and try again.',
      button: 'Go back to checkout',
    },
    verify: {
      title: 'We couldn’t verify your ID',
      description: 'The details you entered don’t match the records for this document. Please check them and try again.',
      button: 'Try again',
    },
    invalidAddress: {
      title: 'We couldn’t verify your address',
      description: 'The address you gave doesn’t match our records. Please check it and try again.',
      button: 'Change address',
    },
    userNotFound: {
      title: 'We couldn’t find your details',
      description: 'We couldn’t find a record that matches your name and address. Please check your address and try again.',
      button: 'Change address',
    },
  },
  customerServiceLabel: 'customer support',
  customerServiceUrl: 'https://www.provider.com/nz/customer-service/',
  cancel: {
    title: 'Stop verifying your ID?',
    warning: 'If you stop now, your purchase won’t be approved.',
  },
} satisfies BaseTranslation

export default en_idCheck
