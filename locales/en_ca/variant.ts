import type { Variant } from '../variant.ts'

/** Canada: cell number, email, and the Canadian privacy page. */
const en_ca = {
  consent: { privacyUrl: 'https://www.provider.com/ca/privacy/' },
  otp: {
    introPhone: 'We’ll send a 6-digit code by text message to the cell number you gave the store.',
    introEmail: 'We’ll send a 6-digit code to the email address you gave the store.',
  },
} satisfies Variant

export default en_ca
