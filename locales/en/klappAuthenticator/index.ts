import type { BaseTranslation } from '../../i18n-types.ts'

/** Approval in the provider's phone app. */
const en_klappAuthenticator = {
  title: 'Approve in the app',
  lead: 'We’ve sent a request to the app on your phone. Open it and approve the request to continue.',
  sending: 'Sending the request to your phone…',
  waiting: 'Waiting for your approval…',
  estimate: 'This usually takes less than a minute.',
  resend: 'Send the request again',
  resendIn: 'You can send the request again in {seconds:number|int} {{second|seconds}}.',
  sendFailed: 'We couldn’t send the request to your phone. Please try again.',
  dismissedTitle: 'The request wasn’t approved',
  dismissed: 'The request was closed in the app without an answer. You can send a new one.',
  sendAgain: 'Send a new request',
  failure: {
    sessionTimeout: {
      title: 'Whoops, we ran out of time',
      description: 'We didn’t get your approval in the app in time. Please try again.',
      button: 'Go back to checkout',
    },
    rdlSessionRejected: {
      title: 'The request was declined in the app',
      description:
        'You declined the request in the app, so we couldn’t confirm it’s you. If that wasn’t you, please choose another payment method.',
      button: 'Go back to checkout',
    },
  },
  cancel: {
    title: 'Stop approving in the app?',
    warning: 'If you stop now, your purchase won’t be approved.',
  },
} satisfies BaseTranslation

export default en_klappAuthenticator
