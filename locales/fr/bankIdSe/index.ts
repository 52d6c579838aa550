import type { NamespaceBankIdSeTranslation } from '../../i18n-types.ts'

const fr_bankIdSe = {
  failure: {
    unattainable: {
      title: 'Impossible de joindre BankID',
      description: 'BankID ne répond pas pour le moment. Finalisez votre achat avec une autre méthode.',
      button: 'Retour à la sélection',
    },
    tooManyAttempts: {
      title: 'Trop de tentatives',
      description: 'Vous avez essayé BankID trop de fois. Finalisez votre achat avec une autre méthode.',
      button: 'Retour à la sélection',
    },
    sessionTimeout: {
      title: 'Oups, le temps est écoulé',
      description: 'L’identification BankID a pris trop de temps. Réessayez ou choisissez une autre méthode.',
      button: 'Réessayer',
    },
    userInteraction: {
      title: 'L’identification a été annulée',
      description: 'Identifiez-vous avec Mobile BankID ou choisissez une autre méthode.',
      button: 'Retour à la sélection',
    },
    userNotTrusted: {
      title: 'Nous n’avons pas pu vous identifier avec BankID',
      description: 'Identifiez-vous avec Mobile BankID ou choisissez une autre méthode.',
      button: 'Retour à la sélection',
    },
    bankIdIssue: {
      title: 'BankID ne fonctionne pas pour le moment',
      description: 'BankID rencontre actuellement un problème. Réessayez plus tard ou choisissez une autre méthode.',
      button: 'Retour à la sélection',
    },
  },
  cancel: {
    title: 'Interrompre l’identification BankID ?',
    warning: 'Si vous arrêtez maintenant, votre achat ne sera pas validé.',
  },
} satisfies NamespaceBankIdSeTranslation

export default fr_bankIdSe
