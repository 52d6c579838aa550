import type { NamespaceIdScanTranslation } from '../../i18n-types.ts'

const fr_idScan = {
  failure: {
    technicalIssue: {
      title: 'Nous ne pouvons pas vérifier votre pièce d’identité pour le moment',
      description: 'Un problème est survenu de notre côté. Réessayez plus tard ou choisissez un autre moyen de paiement.',
      button: 'Revenir au paiement',
    },
    technicalIssueWithContact: {
      title: 'Nous ne pouvons pas vérifier votre pièce d’identité pour le moment',
      description: 'Un problème est survenu de notre côté. Réessayez plus tard ou contactez notre service client : par chat du lundi au dimanche de 9 h à 17 h, par téléphone du lundi au vendredi de 9 h à 17 h.',
      button: 'Revenir au paiement',
    },
    sessionTimeout: {
      title: 'Oups, le temps est écoulé',
      description: 'La vérification de votre pièce d’identité a pris trop de temps. Revenez à la page de paiement et réessayez.',
      button: 'Revenir au paiement',
    },
    sessionTimeoutWithContact: {
      title: 'Oups, le temps est écoulé',
      description: 'La vérification de votre pièce d’identité a pris trop de temps. Réessayez ou contactez notre service client : par chat du lundi au dimanche de 9 h à 17 h, par téléphone du lundi au vendredi de 9 h à 17 h.',
      button: 'Revenir au paiement',
    },
    networkIssue: {
      title: 'Connexion internet perdue',
      description: 'Votre connexion a été interrompue pendant la vérification de votre pièce d’identité. Vérifiez votre connexion internet et réessayez.',
      button: 'Réessayer',
    },
    networkIssueWithContact: {
      title: 'Connexion internet perdue',
      description: 'Votre connexion a été interrompue pendant la vérification de votre pièce d’identité. Réessayez ou contactez notre service client : par chat du lundi au dimanche de 9 h à 17 h, par téléphone du lundi au vendredi de 9 h à 17 h.',
      button: 'Réessayer',
    },
    invalidAddress: {
      title: 'Nous n’avons pas pu vérifier votre adresse',
      description: 'L’adresse figurant sur votre pièce d’identité ne correspond pas à celle indiquée lors du paiement. Vérifiez votre adresse et réessayez.',
      button: 'Revenir au paiement',
    },
    invalidAddressWithContact: {
      title: 'Nous n’avons pas pu vérifier votre adresse',
      description: 'L’adresse figurant sur votre pièce d’identité ne correspond pas à celle indiquée lors du paiement. Pour obtenir de l’aide, contactez notre service client : par chat du lundi au dimanche de 9 h à 17 h, par téléphone du lundi au vendredi de 9 h à 17 h.',
      button: 'Revenir au paiement',
    },
    invalidDocument: {
      title: 'Nous ne pouvons pas accepter ce document',
      description: 'Utilisez une pièce d’identité en cours de validité, dont la date d’expiration est bien visible. L’image doit être parfaitement nette et sans reflet.',
      button: 'Réessayer',
    },
    invalidDocumentWithContact: {
      title: 'Nous ne pouvons pas accepter ce document',
      description: 'Utilisez une pièce d’identité en cours de validité. L’image doit être parfaitement nette et sans reflet. Pour obtenir de l’aide, contactez notre service client : par chat du lundi au dimanche de 9 h à 17 h, par téléphone du lundi au vendredi de 9 h à 17 h.',
      button: 'Réessayer',
    },
    userNotTrusted: {
      title: 'Malheureusement, nous n’avons pas pu vérifier votre identité',
      description: 'Choisissez un autre moyen de paiement pour finaliser votre achat.',
      button: 'Revenir au paiement',
    },
    userNotTrustedWithContact: {
      title: 'Malheureusement, nous n’avons pas pu vérifier votre identité',
      description: 'Choisissez un autre moyen de paiement ou contactez notre service client : par chat du lundi au dimanche de 9 h à 17 h, par téléphone du lundi au vendredi de 9 h à 17 h.',
      button: 'Revenir au paiement',
    },
    userMismatch: {
      title: 'La pièce d’identité ne correspond pas à vos informations',
      description: 'Le nom figurant sur votre pièce d’identité ne correspond pas à celui indiqué lors du paiement. Utilisez votre propre pièce d’identité.',
      button: 'Réessayer',
    },
    idNumberMissing: {
      title: 'Nous n’avons pas pu lire le numéro de la pièce d’identité',
      description: 'Scannez un document sur lequel le numéro de votre pièce d’identité est bien lisible.',
      button: 'Réessayer',
    },
    idNumberMismatch: {
      title: 'Le numéro de pièce d’identité ne correspond pas',
      description: 'Le numéro figurant sur votre document ne correspond pas à celui que vous avez indiqué. Vérifiez-le et réessayez.',
      button: 'Réessayer',
    },
  },
  cancel: {
    title: 'Interrompre la vérification de votre pièce d’identité ?',
    warning: 'Si vous arrêtez maintenant, votre achat ne sera pas validé. Vous devrez recommencer la numérisation.',
  },
} satisfies NamespaceIdScanTranslation

export default fr_idScan
