import type { Variant } from '../variant.ts'

/** Australia: Australian support hours (AEDT), local privacy page. */
const en_au = {
  consent: { privacyUrl: 'https://www.provider.com/au/privacy/' },
  bureauCheck: {
    failure: {
      invalidUserInfoWithContact: {
        description: 'Don’t worry, you can try again or choose any other payment method in order to complete the purchase. Need help? Our customer service is available by chat Mon–Sun 9am–5pm and by phone Mon–Fri 9am–6pm AEDT.',
      },
      userNotTrustedWithContact: {
        description: 'Don’t worry, you can choose any other payment method in order to complete the purchase. Need help? Our customer service is available by chat Mon–Sun 9am–5pm and by phone Mon–Fri 9am–6pm AEDT.',
      },
    },
  },
} satisfies Variant

export default en_au
