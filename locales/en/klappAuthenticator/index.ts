import type { BaseTranslation } from '../../i18n-types.ts'

/** Approval in the provider's phone app. */
const en_klappAuthenticator = {
  failure: {
    sessionTimeout: {
      title: 'Whoops, we ran out of time',
      description: 'We didn’t get your approval in the app in time. Please try again.',
      button: 'Try again',
    },
    rdlSessionRejected: {
      title: 'The request was declined in the app',
      description: 'You declined the request in the app, so we couldn’t confirm it’s you. If that wasn’t you, please choose another payment method.',
      button: 'Go back to checkout',
    },
  },
  cancel: {
    title: 'Stop approving in the app?',
    warning: 'If you stop now, your purchase won’t be approved.',
  },
} satisfies BaseTranslation

export default en_klappAuthenticator
