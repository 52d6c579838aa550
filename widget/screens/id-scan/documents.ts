/**
 * The ID documents a market accepts (from spec §3's document types) and
 * the pictures each one needs. Mexico accepts only documents carrying the
 * CURP (spec §5): the INE voter ID, the passport and the residence card.
 */
export const DOCUMENT_TYPES = ['passport', 'identity_card', 'driving_licence', 'residence_permit', 'passport_card', 'voter_id'] as const
export type DocumentType = (typeof DOCUMENT_TYPES)[number]

const ACCEPTED: Record<string, DocumentType[]> = {
  US: ['driving_licence', 'passport', 'passport_card', 'identity_card', 'residence_permit'],
  CA: ['driving_licence', 'passport', 'identity_card', 'residence_permit'],
  MX: ['voter_id', 'passport', 'residence_permit'],
  IE: ['passport', 'passport_card', 'driving_licence', 'residence_permit'],
  ES: ['identity_card', 'passport', 'driving_licence', 'residence_permit'],
}
const ELSEWHERE: DocumentType[] = ['passport', 'identity_card', 'driving_licence', 'residence_permit']

export const acceptedDocuments = (market = ''): DocumentType[] => ACCEPTED[market.toUpperCase()] ?? ELSEWHERE

/** The text key of a document type (locales: idScan.documents). */
export const documentKey = (type: DocumentType) => type.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase()) as 'passport' | 'identityCard' | 'drivingLicence' | 'residencePermit' | 'passportCard' | 'voterId'

/** What is photographed, and sent, in order: spec §2.3's document, selfie and facial scan. */
export type Part = 'document_front' | 'document_back' | 'selfie' | 'face_left' | 'face_right'
export const PARTS: readonly Part[] = ['document_front', 'document_back', 'selfie', 'face_left', 'face_right']

/** A passport is one photo page; cards have a back (its barcode or machine-readable zone). */
export const documentParts = (type: DocumentType): Part[] => (type === 'passport' ? ['document_front'] : ['document_front', 'document_back'])

export const FACE_PARTS: readonly Part[] = ['face_left', 'face_right']

/** Spec §2.3: the biometric consent's wording and agree button by market. */
export type ConsentVariant = 'us' | 'ca' | 'mx' | 'other'
export const consentVariant = (market = ''): ConsentVariant => {
  const m = market.toLowerCase()
  return m === 'us' || m === 'ca' || m === 'mx' ? m : 'other'
}

/**
 * Where a separate biometric consent comes before the intro: always in the
 * US, Canada and Mexico (their laws ask for consent on its own), and in
 * every market when the combined-popup switch is off. Otherwise the
 * combined intro carries it: selecting Scan is the consent (spec §2.3).
 */
export const needsSeparateConsent = (market: string | undefined, combined: boolean): boolean => !combined || consentVariant(market) !== 'other'
