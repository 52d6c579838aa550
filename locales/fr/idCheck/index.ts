import type { NamespaceIdCheckTranslation } from '../../i18n-types.ts'

const fr_idCheck = {
  failure: {
    technicalIssue: {
      title: 'Nous ne pouvons pas vérifier votre pièce d’identité pour le moment',
      description: 'Un problème est survenu de notre côté. Réessayez plus tard ou choisissez un autre moyen de paiement.',
      button: 'Revenir au paiement',
    },
    sessionTimeout: {
      title: 'Oups, le temps est écoulé',
      description: 'La vérification de votre pièce d’identité a pris trop de temps. Revenez à la page de paiement et réessayez.',
      button: 'Revenir au paiement',
    },
    verify: {
      title: 'Nous n’avons pas pu vérifier votre pièce d’identité',
      description: 'Les informations saisies ne correspondent pas à celles enregistrées pour ce document. Vérifiez-les et réessayez.',
      button: 'Réessayer',
    },
    invalidAddress: {
      title: 'Nous n’avons pas pu vérifier votre adresse',
      description: 'L’adresse indiquée ne correspond pas à celle dont nous disposons. Vérifiez-la et réessayez.',
      button: 'Modifier l’adresse',
    },
    userNotFound: {
      title: 'Nous n’avons pas trouvé vos informations',
      description: 'Nous n’avons trouvé aucune donnée correspondant à votre nom et à votre adresse. Vérifiez votre adresse et réessayez.',
      button: 'Modifier l’adresse',
    },
  },
  customerServiceLabel: 'notre service client',
  customerServiceUrl: 'https://www.provider.com/nz/customer-service/',
  cancel: {
    title: 'Interrompre la vérification de votre pièce d’identité ?',
    warning: 'Si vous arrêtez maintenant, votre achat ne sera pas validé.',
  },
} satisfies NamespaceIdCheckTranslation

export default fr_idCheck
