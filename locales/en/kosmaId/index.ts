import type { BaseTranslation } from '../../i18n-types.ts'

/**
 * Kosma ID: ID document and selfie video at the partner Kosma. Its failures
 * are the ID-scan reasons (spec §8), in the words both share (../idFailure).
 */
const en_kosmaId = {
  title: 'Verify your ID with Kosma',
  intro: 'Our partner Kosma checks your ID document and takes a short selfie video. You do this in Kosma’s window.',
  need: 'What you need',
  needId: 'A valid passport, national ID card or driving licence',
  needCamera: 'A phone or computer with a camera',
  needLight: 'Good light, without glare on your ID',
  start: 'Start ID verification',
  estimate: 'This usually takes a few minutes.',
  verifyEstimate: 'Verification takes under 3 minutes.',
  cancel: {
    title: 'Stop verifying your ID?',
    warning: 'If you stop now, your purchase won’t be approved. You’ll have to start the ID verification again.',
  },
} satisfies BaseTranslation

export default en_kosmaId
