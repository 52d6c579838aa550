import type { Variant } from '../variant.ts'

/** New Zealand: local privacy page; the ID check's support link is the NZ page (the base already points there). */
const en_nz = {
  consent: { privacyUrl: 'https://www.provider.com/nz/privacy/' },
} satisfies Variant

export default en_nz
