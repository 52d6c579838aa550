import type { NamespaceBankIdFiTranslation } from '../../i18n-types.ts'

const fr_bankIdFi = {
  failure: {
    userMismatch: {
      title: 'Les informations ne correspondent pas',
      description: 'Assurez-vous que le numéro d’identification national indiqué correspond à celui du compte bancaire avec lequel vous vous identifiez.',
      button: 'Réessayer',
    },
    technicalIssue: {
      title: 'L’identification bancaire ne fonctionne pas pour le moment',
      description: 'Un problème est survenu de notre côté. Réessayez plus tard ou choisissez un autre moyen de paiement.',
      button: 'Revenir au paiement',
    },
    accessDenied: {
      title: 'Votre banque n’a pas partagé vos informations',
      description: 'Nous avons besoin que votre banque confirme votre identité. Réessayez et autorisez votre banque à partager vos informations.',
      button: 'Réessayer',
    },
    sessionTimeout: {
      title: 'Oups, le temps est écoulé',
      description: 'L’identification auprès de votre banque a pris trop de temps. Réessayez ou choisissez un autre moyen de paiement.',
      button: 'Réessayer',
    },
    userNotTrusted: {
      title: 'Malheureusement, nous n’avons pas pu vérifier votre identité',
      description: 'Choisissez un autre moyen de paiement pour finaliser votre achat.',
      button: 'OK',
    },
  },
  cancel: {
    title: 'Interrompre l’identification auprès de votre banque ?',
    warning: 'Si vous arrêtez maintenant, votre achat ne sera pas validé.',
  },
} satisfies NamespaceBankIdFiTranslation

export default fr_bankIdFi
