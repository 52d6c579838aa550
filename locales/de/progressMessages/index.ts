import type { NamespaceProgressMessagesTranslation } from '../../i18n-types.ts'

const de_progressMessages = {
  checkingDetails: 'Wir prüfen deine Angaben…',
  verifyingIdentity: 'Wir überprüfen deine Identität…',
  securingData: 'Wir schützen deine Daten…',
  contactingPartner: 'Wir fragen bei unserem Verifizierungspartner nach…',
  almostThere: 'Gleich geschafft…',
  fewMoreSeconds: 'Nur noch ein paar Sekunden…',
  gettingReady: 'Wir bereiten alles vor…',
  settingUp: 'Wir richten deine Verifizierung ein…',
} satisfies NamespaceProgressMessagesTranslation

export default de_progressMessages
