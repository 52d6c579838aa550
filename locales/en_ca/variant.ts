import type { Variant } from '../variant.ts'

/** Canada: cell number, email, recognize, Canadian document names, and the Canadian privacy page. */
const en_ca = {
  consent: { privacyUrl: 'https://www.provider.com/ca/privacy/' },
  otp: {
    introPhone: 'We’ll send a 6-digit code by text message to the cell number you gave the store.',
    introEmail: 'We’ll send a 6-digit code to the email address you gave the store.',
  },
  idScan: {
    documents: {
      drivingLicence: 'Driver’s licence',
      identityCard: 'Provincial or territorial ID card',
      residencePermit: 'Permanent resident card',
      indigenousCard: 'Certificate of Indian Status',
      proofOfCitizenship: 'Citizenship certificate',
      nationalHealthInsuranceCard: 'Provincial health card',
      internationalDrivingLicence: 'International driving permit',
    },
    intro: {
      scam: 'Be aware of scams: only continue if you are buying something yourself, right now. We never ask you to scan your ID for someone else, by phone, by email or by text message.',
    },
    selfieIntro: {
      lead: 'We need a selfie and a short facial scan so we can recognize you the next time you verify yourself.',
    },
  },
} satisfies Variant

export default en_ca
