import type { NamespaceProgressMessagesTranslation } from '../../i18n-types.ts'

const fr_progressMessages = {
  checkingDetails: 'Vérification de vos informations…',
  verifyingIdentity: 'Vérification de votre identité…',
  securingData: 'Protection de vos données…',
  contactingPartner: 'Échange avec notre partenaire de vérification…',
  almostThere: 'C’est presque terminé…',
  fewMoreSeconds: 'Encore quelques secondes…',
  gettingReady: 'Préparation en cours…',
  settingUp: 'Mise en place de votre vérification…',
} satisfies NamespaceProgressMessagesTranslation

export default fr_progressMessages
