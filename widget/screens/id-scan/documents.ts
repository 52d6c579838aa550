/**
 * Spec §3's document types offered in scans, as the session names them
 * (dev/session-api/id-scan.md). A type the session names that is not here
 * is still offered and scanned, under its code made readable, with a front
 * and a back.
 */
export const DOCUMENT_TYPES = [
  'identity_card',
  'passport',
  'driving_licence',
  'residence_permit',
  'passport_card',
  'tax_id',
  'immigration_status_document',
  'asylum_registration_card',
  'postal_identity_card',
  'social_security_card',
  'work_permit',
  'certificate_of_naturalisation',
  'home_office_letter',
  'birth_certificate',
  'visa',
  'proof_of_citizenship',
  'national_health_insurance_card',
  'service_id_card',
  'indigenous_card',
  'municipality_identity_card',
  'private_operators_card',
  'vehicle_registration_certificate',
  'professional_qualification_card',
  'form_for_affixing_the_visa',
  'consular_id',
  'international_driving_licence',
  'residence_status_document',
  'voter_id',
] as const
export type KnownDocumentType = (typeof DOCUMENT_TYPES)[number]
/** A document type as the session names it: one of ours, or one this widget does not know yet. */
export type DocumentType = KnownDocumentType | (string & {})

export const isKnownDocument = (type: string): type is KnownDocumentType =>
  (DOCUMENT_TYPES as readonly string[]).includes(type)

/**
 * The market's documents when the session names none. Mexico accepts only
 * documents carrying the CURP (spec §5): the INE voter ID, the passport,
 * the residence card and the high-security consular ID (matrícula consular).
 */
const ACCEPTED: Record<string, KnownDocumentType[]> = {
  US: ['driving_licence', 'identity_card', 'passport', 'passport_card', 'residence_permit', 'work_permit'],
  CA: ['driving_licence', 'passport', 'identity_card', 'residence_permit', 'indigenous_card'],
  MX: ['voter_id', 'passport', 'residence_permit', 'consular_id'],
  IE: ['passport', 'passport_card', 'driving_licence', 'residence_permit', 'postal_identity_card'],
  ES: ['identity_card', 'passport', 'driving_licence', 'residence_permit'],
  GB: [
    'passport',
    'identity_card',
    'driving_licence',
    'residence_permit',
    'home_office_letter',
    'residence_status_document',
  ],
}
const ELSEWHERE: KnownDocumentType[] = ['passport', 'identity_card', 'driving_licence', 'residence_permit']

/** What the scan offers: the session's list when it names one, else the market's. */
export const acceptedDocuments = (market = '', named?: readonly string[]): DocumentType[] =>
  named?.length ? [...new Set(named)] : (ACCEPTED[market.toUpperCase()] ?? ELSEWHERE)

type Camel<S extends string> = S extends `${infer Head}_${infer Tail}` ? `${Head}${Capitalize<Camel<Tail>>}` : S

/** The text key of a document type (locales: idScan.documents); `other` ("ID document") for one this widget does not know. */
export const documentKey = (type: DocumentType) =>
  (isKnownDocument(type) ? type.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase()) : 'other') as
    | Camel<KnownDocumentType>
    | 'other'

/** A type's code made readable (`foo_card` → "Foo card", `SSN-card` → "SSN card"); '' when it holds no letter or digit. */
export const readableDocumentType = (type: string): string => {
  const words = type
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .replace(/\s+/g, ' ')
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/**
 * The labels of the documents offered: a known type's name in the shopper's
 * language; one this widget does not know, its code made readable (two
 * unknown types must not both read "ID document"), or "ID document" when the
 * code has no letters. Labels that still match (`foo_card` and `foo-card`, or
 * an unknown code reading like a known name) each carry their code, so no
 * two options read the same.
 */
export const documentLabels = (
  types: readonly DocumentType[],
  nameOf: (key: ReturnType<typeof documentKey>) => string,
): string[] => {
  const labels = types.map((type) =>
    isKnownDocument(type) ? nameOf(documentKey(type)) : readableDocumentType(type) || nameOf('other'),
  )
  return labels.map((label, i) =>
    labels.indexOf(label) === labels.lastIndexOf(label) ? label : `${label} (${types[i]})`,
  )
}

/** What is photographed, and sent, in order: spec §2.3's document, selfie and facial scan. */
export type Part = 'document_front' | 'document_back' | 'selfie' | 'face_left' | 'face_right'
export const PARTS: readonly Part[] = ['document_front', 'document_back', 'selfie', 'face_left', 'face_right']

/**
 * Documents photographed as one page: booklets at their photo or visa page
 * (a passport, an international driving licence, a visa, the form the visa
 * is affixed to) and papers printed on one side (letters and certificates).
 * Cards have a back (a barcode, a machine-readable zone, an address); so
 * has a type this widget does not know, to be safe.
 */
const ONE_PAGE: readonly KnownDocumentType[] = [
  'passport',
  'international_driving_licence',
  'visa',
  'form_for_affixing_the_visa',
  'home_office_letter',
  'birth_certificate',
  'certificate_of_naturalisation',
  'proof_of_citizenship',
  'immigration_status_document',
  'residence_status_document',
]
const onePage = (type: DocumentType) => (ONE_PAGE as readonly string[]).includes(type)

export const documentParts = (type: DocumentType): Part[] =>
  onePage(type) ? ['document_front'] : ['document_front', 'document_back']

/** Which words the capture's first picture takes: a passport's photo page, another one-page document, or a card's front. */
export const firstPictureOf = (type: DocumentType): 'page' | 'sheet' | 'front' =>
  type === 'passport' ? 'page' : onePage(type) ? 'sheet' : 'front'

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
export const needsSeparateConsent = (market: string | undefined, combined: boolean): boolean =>
  !combined || consentVariant(market) !== 'other'
