import type { BaseTranslation } from '../../i18n-types.ts'

/**
 * What a wait says while the session checks something (spec §2.3: six
 * rotating messages; widget/ui/progress-messages.ts). Served only with the
 * families that wait (contracts/companions.ts), not on every first screen.
 */
const en_progressMessages = {
  checkingDetails: 'Checking your details…',
  verifyingIdentity: 'Verifying your identity…',
  securingData: 'Keeping your information safe…',
  contactingPartner: 'Talking to our verification partner…',
  almostThere: 'Almost there…',
  fewMoreSeconds: 'Just a few more seconds…',
  gettingReady: 'Getting things ready…',
  settingUp: 'Setting up your verification…',
} satisfies BaseTranslation

export default en_progressMessages
