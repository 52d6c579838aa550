import type { BaseTranslation } from '../../i18n-types.ts'

/** The shopper's passcode for the provider's app (global-passcode). */
const en_passcode = {
  title: 'Enter your passcode',
  lead: 'Enter the {length:number|int}-digit passcode you use in the app.',
  label: 'Passcode',
  verifying: 'Checking your passcode…',
  wrong: 'That passcode isn’t right.',
  attemptsLeft: 'You have {count:number|int} {{attempt|attempts}} left.',
  failed: 'We couldn’t check your passcode. Please try again.',
  forgot: 'Forgot your passcode?',
  failure: {
    tooManyAttempts: {
      title: 'Too many wrong passcodes',
      description:
        'For your security we can’t accept any more tries. Please choose another payment method to complete the purchase.',
      button: 'Go back to checkout',
    },
  },
  cancel: {
    title: 'Stop entering your passcode?',
    warning: 'If you stop now, your purchase won’t be approved.',
  },
} satisfies BaseTranslation

export default en_passcode
