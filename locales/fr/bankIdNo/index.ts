import type { NamespaceBankIdNoTranslation } from '../../i18n-types.ts'

const fr_bankIdNo = {
  failure: {
    sessionTimeout: {
      title: 'Oups, le temps est écoulé',
      description: 'L’identification BankID a pris trop de temps. Réessayez avec votre générateur de codes ou BankID sur mobile.',
      button: 'Réessayer',
    },
    userInteraction: {
      title: 'L’identification a été annulée',
      description: 'Vous avez interrompu l’identification BankID. Réessayez ou choisissez un autre moyen de paiement.',
      button: 'Revenir au paiement',
    },
    technicalIssue: {
      title: 'BankID ne fonctionne pas pour le moment',
      description: 'Un problème est survenu avec BankID. Réessayez plus tard ou choisissez un autre moyen de paiement.',
      button: 'Revenir au paiement',
    },
    userMismatch: {
      title: 'Les informations ne correspondent pas',
      description: 'La personne qui s’est identifiée avec BankID ne correspond pas aux informations indiquées lors du paiement. Identifiez-vous avec votre propre BankID.',
      button: 'Revenir au paiement',
    },
  },
  cancel: {
    title: 'Interrompre l’identification BankID ?',
    warning: 'Si vous arrêtez maintenant, votre achat ne sera pas validé.',
  },
} satisfies NamespaceBankIdNoTranslation

export default fr_bankIdNo
