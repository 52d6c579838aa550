import type { Variant } from '../variant.ts'

/** United States: US spelling (canceled, email) and the US privacy page. */
const en_us = {
  consent: { privacyUrl: 'https://www.provider.com/us/privacy/' },
  otp: {
    introEmail: 'We’ll send a 6-digit code to the email address you gave the store.',
  },
  bankIdSe: {
    hints: { rfa3: 'Action canceled. Please try again.', rfa6: 'Action canceled.' },
    failure: { userInteraction: { title: 'The identification was canceled' } },
  },
  bankIdNo: { failure: { userInteraction: { title: 'The identification was canceled' } } },
  kosmaId: { needId: 'A valid passport, national ID card or driver’s license' },
} satisfies Variant

export default en_us
