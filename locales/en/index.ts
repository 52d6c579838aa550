import type { BaseTranslation } from '../i18n-types.ts'

/**
 * Base text. Every other locale must have exactly these keys and the same
 * placeholders (tests/locales checks it); market variants hold only what differs.
 */
const en = {
  common: {
    close: 'Close',
    tryAgain: 'Try again',
    loading: 'Loading…',
  },
  otp: {
    introTitle: 'Confirm it’s you',
    introPhone: 'We’ll send a 6-digit code by text message to the mobile number you gave the store.',
    introEmail: 'We’ll send a 6-digit code to the e-mail address you gave the store.',
    sendCode: 'Send code',
    sending: 'Sending code…',
    entryTitle: 'Enter the 6-digit code',
    codeLabel: 'Enter the 6-digit code here',
    sentTo: 'We sent a code to {contactDetail:string}.',
    arrivalHint: 'It can take up to 20 seconds for the code to arrive.',
    resend: 'Send a new code',
    resendIn: 'You can get a new code in {seconds:number} {{second|seconds}}.',
    resent: 'We sent you a new code.',
    verifying: 'Checking the code…',
    wrongCode: 'Whoops! That’s the wrong code.',
    wrongCodeAgain: 'You’ve entered the wrong code. Please try again.',
    ratesApply: 'Message and data rates may apply.',
    verified: 'Thanks, you’re verified.',
    sendFailed: 'We couldn’t send the code. Please try again.',
  },
  consent: {
    title: 'Verify your identity',
    body: 'By pressing Continue you agree that we may disclose your personal information to external agencies and credit reporting bodies to verify your identity, as the law requires.',
    privacyPolicy: 'Read our privacy policy',
    privacyUrl: 'https://www.example.com/privacy',
    continue: 'Continue',
  },
  fallback: {
    title: 'This verification method isn’t available',
    description: 'We can’t verify your identity this way right now. Please go back to the checkout and choose another payment method.',
    button: 'Go back to checkout',
  },
  network: {
    title: 'Lost internet connection',
    description: 'Please check your internet connection and try again.',
  },
  failure: {
    generic: {
      generic: {
        title: 'We couldn’t complete the purchase',
        description: 'Don’t worry, you can try again or choose any other payment method in order to complete the purchase.',
        button: 'Go back to checkout',
      },
      sessionTimeout: {
        title: 'Whoops, we ran out of time',
        description: 'Your session timed out for security reasons. Please go back to the checkout and try again.',
        button: 'Go back to checkout',
      },
    },
    otp: {
      tooManyAttempts: {
        title: 'You have exceeded the number of attempts permitted',
        description: 'For your security we can’t accept any more codes. Please choose an alternative payment method to complete the purchase.',
        button: 'Go back to checkout',
      },
    },
  },
} satisfies BaseTranslation

export default en
