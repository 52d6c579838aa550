import type { Variant } from '../variant.ts'

/** United States: US spelling (canceled, email, license, recognize), US document names and the US privacy page. */
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
  idScan: {
    documents: {
      drivingLicence: 'Driver’s license',
      identityCard: 'State ID card',
      residencePermit: 'Green card (permanent resident card)',
      workPermit: 'Employment authorization document (EAD)',
      socialSecurityCard: 'Social Security card',
      certificateOfNaturalisation: 'Certificate of naturalization',
      proofOfCitizenship: 'Certificate of citizenship',
      indigenousCard: 'Tribal ID card',
      municipalityIdentityCard: 'Municipal ID card',
      consularId: 'Consular ID card (matrícula consular)',
      vehicleRegistrationCertificate: 'Vehicle registration card',
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

export default en_us
