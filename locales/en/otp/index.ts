import type { BaseTranslation } from '../../i18n-types.ts'

/** otp_phone and otp_email. */
const en_otp = {
  introTitle: 'Confirm it’s you',
  introTitleNamed: 'Confirm it’s you, {customerName:string}',
  introPhone: 'We’ll send a 6-digit code by text message to the mobile number you gave the store.',
  introPhoneNumber: 'We’ll send a 6-digit code by text message to {phoneNumber:string}.',
  introEmail: 'We’ll send a 6-digit code to the e-mail address you gave the store.',
  sendCode: 'Send code',
  sending: 'Sending code…',
  entryTitle: 'Enter the 6-digit code',
  codeLabel: 'Enter the 6-digit code here',
  sentTo: 'We sent a code to {contactDetail:string}.',
  arrivalHint: 'It can take up to 20 seconds for the code to arrive.',
  resend: 'Send a new code',
  resendIn: 'You can get a new code in {seconds:number|int} {{second|seconds}}.',
  resent: 'We sent you a new code.',
  verifying: 'Checking the code…',
  wrongCode: 'Whoops! That’s the wrong code.',
  wrongCodeAgain: 'You’ve entered the wrong code. Please try again.',
  attemptsLeft: 'You have {count:number|int} {{attempt|attempts}} left.',
  ratesApply: 'Message and data rates may apply.',
  sendFailed: 'We couldn’t send the code. Please try again.',
  checkFailed: 'We couldn’t check the code. Please try again.',
  tooSoon: 'It’s too soon to send another code.',
  changeNumber: 'Change phone number',
  sendoutDelays: 'We’re experiencing delays with verification codes. Please try again later.',
  sendErrors: {
    networkIssue: 'We couldn’t reach the network to send your code. Please check your connection and try again.',
    sessionTimeout: 'Your session timed out. Please go back to the checkout and start again.',
    technicalIssue: 'Something went wrong on our side and we couldn’t send your code. Please try again.',
    invalidRecipient: 'We couldn’t send a code to {contactDetail:string}. Please check that it’s correct.',
    voipIsBlocked: 'We can’t send codes to internet phone numbers. Please use a mobile number.',
    landlineIsBlocked: 'We can’t send codes to landline numbers. Please use a mobile number.',
    geofenceUnsupportedCountry: 'We can’t send codes to phone numbers from this country. Please use another number.',
  },
  failure: {
    tooManyAttempts: {
      title: 'You have exceeded the number of attempts permitted',
      description:
        'For your security we can’t accept any more codes. Please choose an alternative payment method to complete the purchase.',
      button: 'Go back to checkout',
    },
  },
  cancel: {
    title: 'Stop confirming it’s you?',
    warning: 'Without the code we can’t approve your purchase.',
  },
} satisfies BaseTranslation

export default en_otp
