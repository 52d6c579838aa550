import type { BaseTranslation } from '../../i18n-types.ts'

/** ID document scan with selfie and facial scan (also kosma_id). */
const en_idScan = {
  failure: {
    technicalIssue: {
      title: 'We couldn’t verify your ID right now',
      description: 'Something went wrong on our side. Please try again later or choose another payment method.',
      button: 'Go back to checkout',
    },
    technicalIssueWithContact: {
      title: 'We couldn’t verify your ID right now',
      description: 'Something went wrong on our side. Please try again later or contact our customer service: by chat Mon–Sun 9am–5pm, by phone Mon–Fri 9am–5pm.',
      button: 'Go back to checkout',
    },
    sessionTimeout: {
      title: 'Whoops, we ran out of time',
      description: 'The ID verification took too long. Please go back to the checkout and try again.',
      button: 'Go back to checkout',
    },
    sessionTimeoutWithContact: {
      title: 'Whoops, we ran out of time',
      description: 'The ID verification took too long. Please try again, or contact our customer service: by chat Mon–Sun 9am–5pm, by phone Mon–Fri 9am–5pm.',
      button: 'Go back to checkout',
    },
    networkIssue: {
      title: 'Lost internet connection',
      description: 'Your connection dropped during the ID verification. Please check your internet connection and try again.',
      button: 'Try again',
    },
    networkIssueWithContact: {
      title: 'Lost internet connection',
      description: 'Your connection dropped during the ID verification. Please try again, or contact our customer service: by chat Mon–Sun 9am–5pm, by phone Mon–Fri 9am–5pm.',
      button: 'Try again',
    },
    invalidAddress: {
      title: 'We couldn’t verify your address',
      description: 'The address on your ID doesn’t match the one you gave at checkout. Please check your address and try again.',
      button: 'Go back to checkout',
    },
    invalidAddressWithContact: {
      title: 'We couldn’t verify your address',
      description: 'The address on your ID doesn’t match the one you gave at checkout. For help, contact our customer service: by chat Mon–Sun 9am–5pm, by phone Mon–Fri 9am–5pm.',
      button: 'Go back to checkout',
    },
    invalidDocument: {
      title: 'We couldn’t accept this document',
      description: 'Please use a valid, unexpired ID with a clearly visible expiry date, fully in focus and without glare.',
      button: 'Try again',
    },
    invalidDocumentWithContact: {
      title: 'We couldn’t accept this document',
      description: 'Please use a valid, unexpired ID, fully in focus and without glare. For help, contact our customer service: by chat Mon–Sun 9am–5pm, by phone Mon–Fri 9am–5pm.',
      button: 'Try again',
    },
    userNotTrusted: {
      title: 'Sadly we couldn’t verify your identity',
      description: 'Please choose another payment method to complete the purchase.',
      button: 'Go back to checkout',
    },
    userNotTrustedWithContact: {
      title: 'Sadly we couldn’t verify your identity',
      description: 'Please choose another payment method, or contact our customer service: by chat Mon–Sun 9am–5pm, by phone Mon–Fri 9am–5pm.',
      button: 'Go back to checkout',
    },
    userMismatch: {
      title: 'The ID doesn’t match your details',
      description: 'The name on your ID doesn’t match the name you gave at checkout. Please use your own ID.',
      button: 'Try again',
    },
    idNumberMissing: {
      title: 'We couldn’t read the ID number',
      description: 'Please scan a document that shows your ID number clearly.',
      button: 'Try again',
    },
    idNumberMismatch: {
      title: 'The ID number doesn’t match',
      description: 'The ID number on your document doesn’t match the one you gave. Please check it and try again.',
      button: 'Try again',
    },
  },
  cancel: {
    title: 'Stop verifying your ID?',
    warning: 'If you stop now, your purchase won’t be approved. You’ll have to start the scan again.',
  },
} satisfies BaseTranslation

export default en_idScan
