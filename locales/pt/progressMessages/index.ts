import type { NamespaceProgressMessagesTranslation } from '../../i18n-types.ts'

const pt_progressMessages = {
  checkingDetails: 'A validar os seus dados…',
  verifyingIdentity: 'A verificar a sua identidade…',
  securingData: 'A proteger as suas informações…',
  contactingPartner: 'A contactar o nosso parceiro de verificação…',
  almostThere: 'Falta pouco…',
  fewMoreSeconds: 'Só mais uns segundos…',
  gettingReady: 'A preparar tudo…',
  settingUp: 'A iniciar a sua verificação…',
} satisfies NamespaceProgressMessagesTranslation

export default pt_progressMessages
