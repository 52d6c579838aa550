import type { NamespaceProgressMessagesTranslation } from '../../i18n-types.ts'

const it_progressMessages = {
  checkingDetails: 'Stiamo controllando i tuoi dati…',
  verifyingIdentity: 'Stiamo verificando la tua identità…',
  securingData: 'Stiamo proteggendo i tuoi dati…',
  contactingPartner: 'Stiamo contattando il nostro partner per la verifica…',
  almostThere: 'Ci siamo quasi…',
  fewMoreSeconds: 'Ancora qualche secondo…',
  gettingReady: 'Stiamo preparando tutto…',
  settingUp: 'Stiamo avviando la tua verifica…',
} satisfies NamespaceProgressMessagesTranslation

export default it_progressMessages
