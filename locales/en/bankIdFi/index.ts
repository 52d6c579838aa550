import type { BaseTranslation } from '../../i18n-types.ts'

/** Finnish bank identification. */
const en_bankIdFi = {
  title: 'Identify with your bank',
  intro: 'Choose your bank. You’ll identify in your bank’s own window, as when you log in.',
  search: 'Search for your bank',
  banks: 'Banks',
  /** Said once the shopper stops typing: how many banks the search found. */
  found: '{count:number|int} {{bank found|banks found}}.',
  noMatch: 'No bank matches “{query:string}”. Check the spelling, or choose another method.',
  mobileCertificate: 'Mobile certificate',
  /** The bank's name when the session did not say which it was. */
  yourBank: 'your bank',
  why: 'Why do we ask?',
  whyTitle: 'Why do we ask you to identify?',
  whyLaw: 'The law requires us to verify the identity of everyone who pays with us.',
  whyMatch:
    'Your bank confirms your name and national ID number. They must match the details of the bank account you identify with.',
  whyPrivate: 'We never see your bank login details.',
  lastStep: 'Last step: identification at your bank',
  failure: {
    userMismatch: {
      title: 'The details don’t match',
      description: 'Make sure the national ID number you gave matches the one on the bank account you identify with.',
      button: 'Go back to checkout',
    },
    technicalIssue: {
      title: 'The bank identification isn’t working right now',
      description: 'Something went wrong on our side. Please try again later or choose another payment method.',
      button: 'Go back to checkout',
    },
    accessDenied: {
      title: 'The bank didn’t share your details',
      description:
        'We need your bank to confirm your identity. Please try again and allow the bank to share your details.',
      button: 'Go back to checkout',
    },
    sessionTimeout: {
      title: 'Whoops, we ran out of time',
      description: 'The identification at your bank took too long. Please try again or choose another payment method.',
      button: 'Go back to checkout',
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
