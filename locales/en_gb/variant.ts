import type { Variant } from '../variant.ts'

/** United Kingdom: UK network-charges wording and the UK privacy page. */
const en_gb = {
  consent: { privacyUrl: 'https://www.provider.com/uk/privacy/' },
  otp: { ratesApply: 'Your network’s standard message and data charges may apply.' },
} satisfies Variant

export default en_gb
