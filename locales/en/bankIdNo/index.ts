import type { BaseTranslation } from '../../i18n-types.ts'

/** Norwegian BankID (also bank-id-no-v2 and bank-id-no-signature). */
const en_bankIdNo = {
  title: 'Identify with BankID',
  signTitle: 'Sign with BankID',
  intro: 'Choose how you use BankID. You’ll identify in BankID’s own window.',
  signIntro: 'Choose how you use BankID. You’ll sign in BankID’s own window.',
  methods: 'How do you use BankID?',
  app: 'BankID app',
  appHint: 'Confirm in the app on your phone',
  codeDevice: 'Code device and password',
  codeDeviceHint: 'Use a code from your code device and your personal password',
  noBankId: 'Don’t have BankID?',
  estimate: 'This usually takes a minute.',
  review: {
    title: 'Review what you’ll sign',
    lead: 'Read it through. You’ll sign it with BankID in the next step.',
    label: 'Text to sign',
    loading: 'Loading the text…',
    failed: 'We couldn’t load the text to sign. Please try again.',
    continue: 'Continue',
  },
  failure: {
    sessionTimeout: {
      title: 'Whoops, we ran out of time',
      description:
        'The BankID identification took too long. Please go back to the checkout and try again with the BankID app or your code device.',
      button: 'Go back to checkout',
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
      description:
        'The person who identified with BankID doesn’t match the details given at checkout. Please identify with your own BankID.',
      button: 'Go back to checkout',
    },
  },
  cancel: {
    title: 'Stop identifying with BankID?',
    warning: 'If you stop now, your purchase won’t be approved.',
  },
} satisfies BaseTranslation

export default en_bankIdNo
