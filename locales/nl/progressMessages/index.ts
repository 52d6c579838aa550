import type { NamespaceProgressMessagesTranslation } from '../../i18n-types.ts'

const nl_progressMessages = {
  checkingDetails: 'We controleren je gegevens…',
  verifyingIdentity: 'We verifiëren je identiteit…',
  securingData: 'We houden je gegevens veilig…',
  contactingPartner: 'We overleggen met onze verificatiepartner…',
  almostThere: 'Bijna klaar…',
  fewMoreSeconds: 'Nog een paar seconden…',
  gettingReady: 'We zetten alles klaar…',
  settingUp: 'We bereiden je verificatie voor…',
} satisfies NamespaceProgressMessagesTranslation

export default nl_progressMessages
