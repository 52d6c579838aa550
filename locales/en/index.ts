import type { BaseTranslation } from '../i18n-types.ts'

/**
 * Shared text: what the shell and every strategy may show. Text that one
 * strategy alone needs lives in its namespace folder (locales/en/<namespace>)
 * and loads with its screen. Every locale has exactly these keys and the same
 * placeholders (tests/locales); market variants (en_gb…) hold only what differs.
 */
const en = {
  common: {
    close: 'Close',
    goBack: 'Go back',
    continue: 'Continue',
    tryAgain: 'Try again',
    loading: 'Loading…',
    ok: 'OK',
    gotIt: 'Got it',
    goBackToCheckout: 'Go back to checkout',
    backToSelection: 'Back to selection',
    changeAddress: 'Change address',
    agreeAndContinue: 'Agree and continue',
    noThanks: 'No thanks',
    showMore: 'Show more',
    showLess: 'Show less',
    opensInNewWindow: '(opens in a new window)',
    privacyPolicy: 'Privacy policy',
  },
  dialog: {
    closeLabel: 'Close',
    backLabel: 'Go back',
    logoLabel: 'Secure identity verification',
  },
  cancel: {
    title: 'You’re about to end the verification',
    warning: 'If you end it now, your purchase won’t be approved.',
    warningMerchant: 'If you end it now, your purchase won’t be placed with {merchant:string}.',
    warningSignup: 'If you end it now, we can’t finish setting up your account.',
    warningPhoneReset: 'If you end it now, your phone number won’t be changed.',
    return: 'Continue verifying',
    end: 'End verification',
  },
  consent: {
    title: 'Verify your identity',
    body: 'By pressing Continue you agree that we may disclose your personal information to external agencies and credit reporting bodies to verify your identity, as the law requires.',
    privacyPolicy: 'Read our privacy policy',
    privacyUrl: 'https://www.provider.com/privacy/',
    continue: 'Continue',
    agree: 'Agree and continue',
    decline: 'No thanks',
    declineHint: 'If you don’t agree, you can verify your identity another way.',
  },
  progress: {
    title: 'Please wait',
    doNotClose: 'Please don’t close this window.',
  },
  network: {
    title: 'Lost internet connection',
    description: 'Please check your internet connection and try again.',
  },
  waiting: {
    reconnecting: 'We’ll keep trying until you’re back online.',
  },
  method: {
    another: 'Choose another method',
  },
  fallback: {
    title: 'This verification method isn’t available',
    description:
      'We can’t verify your identity this way right now. Please go back to the checkout and choose another payment method.',
    button: 'Go back to checkout',
  },
  /** The last step after a success (a KYC-later choice included): nothing left to do here. */
  success: {
    title: 'You’re all set',
    lead: 'You can continue with your purchase.',
  },
  /** After a failure handed to the page at once (hide_error_screen) when the screen cannot stay: the page takes over. */
  closing: {
    title: 'Just a moment',
    lead: 'We’re taking you back to the checkout.',
  },
  failure: {
    generic: {
      title: 'We couldn’t complete the purchase',
      description:
        'Don’t worry, you can try again or choose any other payment method in order to complete the purchase.',
      button: 'Go back to checkout',
    },
    close: {
      title: 'We couldn’t complete the purchase',
      description:
        'Don’t worry, you can try again or choose any other payment method in order to complete the purchase.',
      button: 'Close',
    },
    sessionTimeout: {
      title: 'Whoops, we ran out of time',
      description: 'Your session timed out for security reasons. Please go back to the checkout and try again.',
      button: 'Go back to checkout',
    },
    userNotTrusted: {
      title: 'Sadly we couldn’t verify your identity',
      description: 'Please choose another payment method to complete the purchase.',
      button: 'Go back to checkout',
    },
    networkIssue: {
      title: 'Lost internet connection',
      description: 'Please check your internet connection and try again.',
      button: 'Go back to checkout',
    },
    signup: {
      title: 'We couldn’t finish setting up your account',
      description: 'Don’t worry, you can try again later or sign up in another way.',
      button: 'Close',
    },
    phoneReset: {
      title: 'We couldn’t change your phone number',
      description: 'Your phone number stays as it was. Please try again later.',
      button: 'Close',
    },
    oneTimeCard: {
      title: 'We couldn’t create your One-time card',
      description: 'Please try to create a One-time card again.',
      button: 'Close',
    },
    inStore: {
      title: 'All set! Just bring a valid photo ID on your first purchase',
      description:
        'To help us verify your identity and keep your account safe, please bring a valid photo ID on your first in-store purchase.',
      button: 'Continue',
    },
    customerService: 'If you’re having issues please contact',
    // Spec §9's support hours, which the ID failures' '-with-contact' texts give after 'contact our customer service:'.
    // {phoneNumber} is the provider's number for the market (widget/app/support-phone.ts), shown as a link to call.
    contactTimes: 'by chat Mon–Sun 9am–5pm, by phone on {phoneNumber:string} Mon–Fri 9am–5pm',
    // The same where the market has no support number (the deployment's IDV_SUPPORT_PHONES): chat only.
    contactTimesChat: 'by chat Mon–Sun 9am–5pm',
    // What a screen reader says for that link.
    callCustomerService: 'Call customer service on {phoneNumber:string}',
  },
} satisfies BaseTranslation

export default en
