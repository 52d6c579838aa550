import type { NamespaceProgressMessagesTranslation } from '../../i18n-types.ts'

const cs_progressMessages = {
  checkingDetails: 'Kontrolujeme vaše údaje…',
  verifyingIdentity: 'Ověřujeme vaši totožnost…',
  securingData: 'Chráníme vaše údaje…',
  contactingPartner: 'Spojujeme se s naším ověřovacím partnerem…',
  almostThere: 'Už to skoro bude…',
  fewMoreSeconds: 'Ještě pár sekund…',
  gettingReady: 'Vše připravujeme…',
  settingUp: 'Spouštíme vaše ověření…',
} satisfies NamespaceProgressMessagesTranslation

export default cs_progressMessages
