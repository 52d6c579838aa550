import en_ch from '../en_ch/variant.ts'
import type { Variant } from '../variant.ts'

/** English in Germany: 24-hour support hours (CET), as in Switzerland, and the German privacy page. */
const en_de = {
  consent: { privacyUrl: 'https://www.provider.com/de/en/privacy/' },
  failure: { contactTimes: en_ch.failure.contactTimes, contactTimesChat: en_ch.failure.contactTimesChat },
} satisfies Variant

export default en_de
