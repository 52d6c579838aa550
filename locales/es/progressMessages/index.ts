import type { NamespaceProgressMessagesTranslation } from '../../i18n-types.ts'

const es_progressMessages = {
  checkingDetails: 'Comprobando tus datos…',
  verifyingIdentity: 'Verificando tu identidad…',
  securingData: 'Protegiendo tu información…',
  contactingPartner: 'Conectando con nuestro proveedor de verificación…',
  almostThere: 'Ya casi está…',
  fewMoreSeconds: 'Solo unos segundos más…',
  gettingReady: 'Preparándolo todo…',
  settingUp: 'Configurando tu verificación…',
} satisfies NamespaceProgressMessagesTranslation

export default es_progressMessages
