import type { Variant } from '../variant.ts'

/** Australia: the phone line's hours in AEDT (spec §9), local privacy page. */
const en_au = {
  consent: { privacyUrl: 'https://www.provider.com/au/privacy/' },
  failure: { contactTimes: 'by chat Mon–Sun 9am–5pm, by phone on {phoneNumber} Mon–Fri 9am–6pm AEDT' },
} satisfies Variant

export default en_au
