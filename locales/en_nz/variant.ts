import en_au from '../en_au/variant.ts'
import type { Variant } from '../variant.ts'

/**
 * New Zealand: local privacy page; the ID check's support link is the NZ page (the base already points there).
 * The phone line's hours as in Australia, in AEDT (spec §9; docs/open-questions.md).
 */
const en_nz = {
  consent: { privacyUrl: 'https://www.provider.com/nz/privacy/' },
  failure: { contactTimes: en_au.failure.contactTimes },
} satisfies Variant

export default en_nz
