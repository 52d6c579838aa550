import type { BaseTranslation } from '../../i18n-types.ts'

/**
 * The failures an ID verification shares, whichever way the shopper's ID is
 * checked: by the ID scan in the frame or by Kosma at the partner (spec §8).
 * Served with both namespaces (contracts/companions.ts); a namespace's own entry
 * for a reason comes first (widget/app/failure-text.ts).
 */
const en_idFailure = {
  failure: {
    technicalIssue: {
      title: 'We couldn’t verify your ID right now',
      description: 'Something went wrong on our side. Please try again later or choose another payment method.',
      button: 'Go back to checkout',
    },
    technicalIssueWithContact: {
      title: 'We couldn’t verify your ID right now',
      description:
        'Something went wrong on our side. Please try again later or contact our customer service: {contactTimes:string}.',
      button: 'Go back to checkout',
    },
    sessionTimeout: {
      title: 'Whoops, we ran out of time',
      description: 'The ID verification took too long. Please go back to the checkout and try again.',
      button: 'Go back to checkout',
    },
    sessionTimeoutWithContact: {
      title: 'Whoops, we ran out of time',
      description:
        'The ID verification took too long. Please try again, or contact our customer service: {contactTimes:string}.',
      button: 'Go back to checkout',
    },
    networkIssue: {
      title: 'Lost internet connection',
      description:
        'Your connection dropped during the ID verification. Please check your internet connection and try again.',
      button: 'Go back to checkout',
    },
    networkIssueWithContact: {
      title: 'Lost internet connection',
      description:
        'Your connection dropped during the ID verification. Please try again, or contact our customer service: {contactTimes:string}.',
      button: 'Go back to checkout',
    },
    invalidAddress: {
      title: 'We couldn’t verify your address',
      description:
        'The address on your ID doesn’t match the one you gave at checkout. Please check your address and try again.',
      button: 'Go back to checkout',
    },
    invalidAddressWithContact: {
      title: 'We couldn’t verify your address',
      description:
        'The address on your ID doesn’t match the one you gave at checkout. For help, contact our customer service: {contactTimes:string}.',
      button: 'Go back to checkout',
    },
    invalidDocument: {
      title: 'We couldn’t accept this document',
      description:
        'Please use a valid, unexpired ID with a clearly visible expiry date, fully in focus and without glare.',
      button: 'Go back to checkout',
    },
    invalidDocumentWithContact: {
      title: 'We couldn’t accept this document',
      description:
        'Please use a valid, unexpired ID, fully in focus and without glare. For help, contact our customer service: {contactTimes:string}.',
      button: 'Go back to checkout',
    },
    userNotTrusted: {
      title: 'Sadly we couldn’t verify your identity',
      description: 'Please choose another payment method to complete the purchase.',
      button: 'Go back to checkout',
    },
    userNotTrustedWithContact: {
      title: 'Sadly we couldn’t verify your identity',
      description: 'Please choose another payment method, or contact our customer service: {contactTimes:string}.',
      button: 'Go back to checkout',
    },
  },
} satisfies BaseTranslation

export default en_idFailure
