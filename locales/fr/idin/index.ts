import type { NamespaceIdinTranslation } from '../../i18n-types.ts'

const fr_idin = {
  title: 'Confirmez votre identité avec iDIN',
  intro: 'Avec iDIN, vous confirmez votre identité par l’intermédiaire de votre propre banque.',
  how: 'Comment ça marche',
  chooseBank: 'Choisissez votre banque et connectez-vous comme d’habitude.',
  bankConfirms: 'Votre banque nous confirme votre nom, votre adresse et votre date de naissance.',
  comeBack: 'Vous revenez ensuite ici pour finaliser votre achat.',
  private: 'Votre banque ne communique ni vos identifiants ni les informations de votre compte.',
  start: 'Continuer vers iDIN',
  cancel: {
    title: 'Arrêter la confirmation avec iDIN ?',
    warning: 'Si vous arrêtez maintenant, votre achat ne sera pas validé.',
  },
} satisfies NamespaceIdinTranslation

export default fr_idin
