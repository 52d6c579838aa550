import type { BaseTranslation } from '../../i18n-types.ts'

/** Credit-bureau check (Australia, New Zealand, Italy, Mexico). */
const en_bureauCheck = {
  failure: {
    technicalIssueFallback: {
      title: 'We couldn’t complete the purchase',
      description: 'Don’t worry, you can try again or choose any other payment method in order to complete the purchase.',
      button: 'Go back to checkout',
    },
    invalidUserInfoWithContact: {
      title: 'We couldn’t complete the purchase',
      description: 'Don’t worry, you can try again or choose any other payment method in order to complete the purchase. Need help? Our customer service is available by chat Mon–Sun 9am–5pm and by phone Mon–Fri 9am–5pm.',
      button: 'Go back to checkout',
    },
    userNotTrustedWithContact: {
      title: 'We couldn’t complete the purchase',
      description: 'Don’t worry, you can choose any other payment method in order to complete the purchase. Need help? Our customer service is available by chat Mon–Sun 9am–5pm and by phone Mon–Fri 9am–5pm.',
      button: 'Go back to checkout',
    },
  },
  cancel: {
    title: 'Stop the identity check?',
    warning: 'If you stop now, your purchase won’t be approved.',
  },
} satisfies BaseTranslation

export default en_bureauCheck
