import type { NamespaceBankLoginTranslation } from '../../i18n-types.ts'

const fr_bankLogin = {
  failure: {
    userMismatch: {
      title: 'Le titulaire du compte ne correspond pas',
      description: 'Le compte bancaire utilisé pour vous connecter appartient à une autre personne. Connectez-vous à votre propre compte bancaire.',
      button: 'Retour à la sélection',
    },
    insufficientInfo: {
      title: 'Votre banque n’a pas partagé suffisamment d’informations',
      description: 'Les informations transmises par votre banque ne nous ont pas permis de vérifier votre identité. Essayez avec une autre banque ou un autre moyen de paiement.',
      button: 'Retour à la sélection',
    },
    incompleteVerification: {
      title: 'La connexion à votre banque n’a pas été finalisée',
      description: 'Nous n’avons pas reçu de votre banque toutes les informations nécessaires. Reconnectez-vous et suivez toutes les étapes jusqu’au bout.',
      button: 'Réessayer',
    },
    technicalIssue: {
      title: 'Nous n’avons pas pu nous connecter à votre banque',
      description: 'Un problème est survenu lors de la connexion à {bankName}. Réessayez plus tard ou choisissez un autre moyen de paiement.',
      button: 'Revenir au paiement',
    },
    sessionTimeout: {
      title: 'Oups, le temps est écoulé',
      description: 'La connexion à votre banque a pris trop de temps. Réessayez ou choisissez une autre méthode.',
      button: 'Réessayer',
    },
  },
  cancel: {
    title: 'Interrompre la connexion à votre banque ?',
    warning: 'Si vous arrêtez maintenant, votre achat ne sera pas validé.',
  },
} satisfies NamespaceBankLoginTranslation

export default fr_bankLogin
