import type { BaseTranslation } from '../../i18n-types.ts'

/** Check-in: identity verification at the partner Checkin.com, then the session's check. */
const en_checkin = {
  title: 'Verify your identity with Checkin.com',
  intro: 'Our partner Checkin.com checks your ID document and a photo of your face, and tells us the result.',
  need: 'What you need',
  needId: 'A valid ID document',
  needCamera: 'A phone or computer with a camera',
  consent:
    'By pressing Agree and continue, you agree that Checkin.com processes your ID document and photo to verify your identity for us.',
  estimate: 'This usually takes a few minutes.',
  verifyEstimate: 'Verification takes under 2 minutes.',
  cancel: {
    title: 'Stop the check-in?',
    warning: 'If you stop now, your purchase won’t be approved.',
  },
} satisfies BaseTranslation

export default en_checkin
