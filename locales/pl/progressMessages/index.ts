import type { NamespaceProgressMessagesTranslation } from '../../i18n-types.ts'

const pl_progressMessages = {
  checkingDetails: 'Sprawdzamy Twoje dane…',
  verifyingIdentity: 'Weryfikujemy Twoją tożsamość…',
  securingData: 'Dbamy o bezpieczeństwo Twoich danych…',
  contactingPartner: 'Łączymy się z naszym partnerem weryfikacyjnym…',
  almostThere: 'Prawie gotowe…',
  fewMoreSeconds: 'Jeszcze tylko kilka sekund…',
  gettingReady: 'Przygotowujemy wszystko…',
  settingUp: 'Uruchamiamy Twoją weryfikację…',
} satisfies NamespaceProgressMessagesTranslation

export default pl_progressMessages
