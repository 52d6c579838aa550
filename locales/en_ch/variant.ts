import type { Variant } from '../variant.ts'

/** English in Switzerland: 24-hour support hours (CET) and the Swiss privacy page. */
const en_ch = {
  consent: { privacyUrl: 'https://www.provider.com/ch/en/privacy/' },
  failure: {
    contactTimes: 'by chat Mon–Sun 09:00–17:00, by phone on {phoneNumber} Mon–Fri 09:00–17:00 (CET)',
    contactTimesChat: 'by chat Mon–Sun 09:00–17:00',
  },
} satisfies Variant

export default en_ch
