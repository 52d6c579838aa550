import type { BaseTranslation } from '../../i18n-types.ts'

/** Veriff: identity verification in the partner's hosted flow. */
const en_veriff = {
  title: 'Verify your identity with Veriff',
  intro: 'Our partner Veriff checks your ID document and a photo of your face. You do this in Veriff’s window.',
  need: 'What you need',
  needId: 'A valid ID document',
  needCamera: 'A phone or computer with a camera',
  start: 'Start verification',
  estimate: 'This usually takes a few minutes.',
  verifyEstimate: 'This usually takes a minute or two.',
  cancel: {
    title: 'Stop verifying with Veriff?',
    warning: 'If you stop now, your purchase won’t be approved.',
  },
} satisfies BaseTranslation

export default en_veriff
