import type { NamespaceProgressMessagesTranslation } from '../../i18n-types.ts'

const ro_progressMessages = {
  checkingDetails: 'Vă verificăm datele…',
  verifyingIdentity: 'Vă verificăm identitatea…',
  securingData: 'Vă protejăm datele…',
  contactingPartner: 'Comunicăm cu partenerul nostru de verificare…',
  almostThere: 'Aproape gata…',
  fewMoreSeconds: 'Doar câteva secunde…',
  gettingReady: 'Pregătim totul…',
  settingUp: 'Pornim verificarea dumneavoastră…',
} satisfies NamespaceProgressMessagesTranslation

export default ro_progressMessages
