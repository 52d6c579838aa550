import type { Variant } from '../variant.ts'

/** United Kingdom: the UK privacy page. The one-time code's rates line stays the spec's own words (§2.3). */
const en_gb = {
  consent: { privacyUrl: 'https://www.provider.com/uk/privacy/' },
} satisfies Variant

export default en_gb
