import type { NamespaceProgressMessagesTranslation } from '../../i18n-types.ts'

const sv_progressMessages = {
  checkingDetails: 'Kontrollerar dina uppgifter…',
  verifyingIdentity: 'Verifierar din identitet…',
  securingData: 'Skyddar dina uppgifter…',
  contactingPartner: 'Kontaktar vår verifieringspartner…',
  almostThere: 'Snart klart…',
  fewMoreSeconds: 'Bara några sekunder till…',
  gettingReady: 'Förbereder…',
  settingUp: 'Startar din verifiering…',
} satisfies NamespaceProgressMessagesTranslation

export default sv_progressMessages
