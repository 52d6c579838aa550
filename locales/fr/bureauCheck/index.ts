import type { NamespaceBureauCheckTranslation } from '../../i18n-types.ts'

const fr_bureauCheck = {
  failure: {
    technicalIssueFallback: {
      title: 'Nous n’avons pas pu finaliser l’achat',
      description: 'Pas d’inquiétude, vous pouvez réessayer ou choisir un autre moyen de paiement pour finaliser votre achat.',
      button: 'Revenir au paiement',
    },
    invalidUserInfoWithContact: {
      title: 'Nous n’avons pas pu finaliser l’achat',
      description: 'Pas d’inquiétude, vous pouvez réessayer ou choisir un autre moyen de paiement pour finaliser votre achat. Besoin d’aide ? Notre service client est disponible par chat du lundi au dimanche de 9 h à 17 h et par téléphone du lundi au vendredi de 9 h à 17 h.',
      button: 'Revenir au paiement',
    },
    userNotTrustedWithContact: {
      title: 'Nous n’avons pas pu finaliser l’achat',
      description: 'Pas d’inquiétude, vous pouvez choisir un autre moyen de paiement pour finaliser votre achat. Besoin d’aide ? Notre service client est disponible par chat du lundi au dimanche de 9 h à 17 h et par téléphone du lundi au vendredi de 9 h à 17 h.',
      button: 'Revenir au paiement',
    },
  },
  cancel: {
    title: 'Interrompre la vérification d’identité ?',
    warning: 'Si vous arrêtez maintenant, votre achat ne sera pas validé.',
  },
} satisfies NamespaceBureauCheckTranslation

export default fr_bureauCheck
