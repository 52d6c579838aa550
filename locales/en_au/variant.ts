import type { Variant } from '../variant.ts'

/** Australia: Australian support hours (AEDT), local privacy page. */
const en_au = {
  consent: { privacyUrl: 'https://www.provider.com/au/privacy/' },
  idCheck: { customerServiceUrl: 'https://www.provider.com/au/customer-service/' },
} satisfies Variant

export default en_au
