import { handoffMock } from './handoff.ts'

/** Reasons with a text of their own in the shared failure text (spec §8 names none for these partners). */
const GENERIC = ['technical-issue', 'session-timeout', 'user-not-trusted']

/** iDIN: the shopper chooses their bank and authenticates at the partner (Signicat's page). */
export const idinMock = handoffMock({
  types: ['idin'],
  kind: 'partner',
  demo: {
    label: 'iDIN',
    markets: ['NL'],
    reasons: GENERIC,
    help: 'Continue in the widget; iDIN’s stand-in page opens in a new window, where you choose your bank and confirm, reject with a reason, or cancel.',
  },
  partner: () => ({
    brand: 'iDIN',
    lead: 'Choose your bank, then log in to confirm your identity to the shop.',
    approve: 'Log in and confirm',
    choose: {
      label: 'Your bank',
      options: [
        'ABN AMRO',
        'ASN Bank',
        'bunq',
        'ING',
        'Knab',
        'Rabobank',
        'RegioBank',
        'SNS',
        'Triodos Bank',
        'Van Lanschot',
      ],
    },
  }),
})

/** Check-in: Checkin.com checks the ID and a photo; then the session verifies the application (under 2 minutes). */
export const checkinMock = handoffMock({
  types: ['checkin'],
  kind: 'partner',
  verifies: true,
  demo: {
    label: 'check-in',
    markets: ['SE', 'GB', 'DE'],
    reasons: GENERIC,
    help: 'Agree in the widget; Checkin.com’s stand-in page opens in a new window. After Finish the verification runs a few seconds and succeeds (approve or reject it here to end it sooner).',
  },
  partner: () => ({
    brand: 'Checkin.com',
    lead: 'Take a photo of your ID document and of your face.',
    approve: 'Finish',
  }),
})

/** Kosma ID: Kosma's ID scan; then the session verifies it (under 3 minutes). Failures: the ID-scan reasons. */
export const kosmaIdMock = handoffMock({
  types: ['kosma_id'],
  kind: 'partner',
  verifies: true,
  demo: {
    label: 'Kosma ID',
    markets: ['SE', 'NO', 'DK', 'FI'],
    reasons: [
      'technical-issue',
      'session-timeout',
      'network-issue',
      'invalid-address',
      'invalid-document',
      'user-not-trusted',
      'technical-issue-with-contact',
      'invalid-document-with-contact',
    ],
    help: 'Start in the widget; Kosma’s stand-in page opens in a new window. After Finish the verification runs a few seconds and succeeds.',
  },
  partner: () => ({
    brand: 'Kosma',
    lead: 'Scan your ID document, then record a short selfie video.',
    approve: 'Finish',
  }),
})

/** Veriff: the partner's hosted flow; then its decision. */
export const veriffMock = handoffMock({
  types: ['veriff'],
  kind: 'partner',
  verifies: true,
  demo: {
    label: 'Veriff',
    markets: ['DE', 'GB', 'US', 'ES'],
    reasons: GENERIC,
    help: 'Start in the widget; Veriff’s stand-in page opens in a new window. After Finish the decision takes a few seconds.',
  },
  partner: () => ({ brand: 'Veriff', lead: 'Take a photo of your ID document and of your face.', approve: 'Finish' }),
})

/** Monthio: the lending-data partner reads the shopper's bank data; then the session reviews the overview. */
export const monthioMock = handoffMock({
  types: ['monthio'],
  kind: 'partner',
  verifies: true,
  demo: {
    label: 'Monthio (lending data)',
    markets: ['DK', 'SE', 'NO'],
    reasons: GENERIC,
    help: 'Continue in the widget; Monthio’s stand-in page opens in a new window. After Finish the review takes a few seconds.',
  },
  partner: () => ({
    brand: 'Monthio',
    lead: 'Log in to your online bank and choose the accounts to share.',
    approve: 'Share and finish',
  }),
})
