import type { NamespaceIdFailureTranslation } from '../../i18n-types.ts'

const fr_idFailure = {
  failure: {
    technicalIssue: {
      title: 'Nous ne pouvons pas vérifier votre pièce d’identité pour le moment',
      description:
        'Un problème est survenu de notre côté. Réessayez plus tard ou choisissez un autre moyen de paiement.',
      button: 'Revenir au paiement',
    },
    technicalIssueWithContact: {
      title: 'Nous ne pouvons pas vérifier votre pièce d’identité pour le moment',
      description:
        'Un problème est survenu de notre côté. Réessayez plus tard ou contactez notre service client : {contactTimes}.',
      button: 'Revenir au paiement',
    },
    sessionTimeout: {
      title: 'Oups, le temps est écoulé',
      description:
        'La vérification de votre pièce d’identité a pris trop de temps. Revenez à la page de paiement et réessayez.',
      button: 'Revenir au paiement',
    },
    sessionTimeoutWithContact: {
      title: 'Oups, le temps est écoulé',
      description:
        'La vérification de votre pièce d’identité a pris trop de temps. Réessayez ou contactez notre service client : {contactTimes}.',
      button: 'Revenir au paiement',
    },
    networkIssue: {
      title: 'Connexion internet perdue',
      description:
        'Votre connexion a été interrompue pendant la vérification de votre pièce d’identité. Vérifiez votre connexion internet et réessayez.',
      button: 'Revenir au paiement',
    },
    networkIssueWithContact: {
      title: 'Connexion internet perdue',
      description:
        'Votre connexion a été interrompue pendant la vérification de votre pièce d’identité. Réessayez ou contactez notre service client : {contactTimes}.',
      button: 'Revenir au paiement',
    },
    invalidAddress: {
      title: 'Nous n’avons pas pu vérifier votre adresse',
      description:
        'L’adresse figurant sur votre pièce d’identité ne correspond pas à celle indiquée lors du paiement. Vérifiez votre adresse et réessayez.',
      button: 'Revenir au paiement',
    },
    invalidAddressWithContact: {
      title: 'Nous n’avons pas pu vérifier votre adresse',
      description:
        'L’adresse figurant sur votre pièce d’identité ne correspond pas à celle indiquée lors du paiement. Pour obtenir de l’aide, contactez notre service client : {contactTimes}.',
      button: 'Revenir au paiement',
    },
    invalidDocument: {
      title: 'Nous ne pouvons pas accepter ce document',
      description:
        'Utilisez une pièce d’identité en cours de validité, dont la date d’expiration est bien visible. L’image doit être parfaitement nette et sans reflet.',
      button: 'Revenir au paiement',
    },
    invalidDocumentWithContact: {
      title: 'Nous ne pouvons pas accepter ce document',
      description:
        'Utilisez une pièce d’identité en cours de validité. L’image doit être parfaitement nette et sans reflet. Pour obtenir de l’aide, contactez notre service client : {contactTimes}.',
      button: 'Revenir au paiement',
    },
    userNotTrusted: {
      title: 'Malheureusement, nous n’avons pas pu vérifier votre identité',
      description: 'Choisissez un autre moyen de paiement pour finaliser votre achat.',
      button: 'Revenir au paiement',
    },
    userNotTrustedWithContact: {
      title: 'Malheureusement, nous n’avons pas pu vérifier votre identité',
      description: 'Choisissez un autre moyen de paiement ou contactez notre service client : {contactTimes}.',
      button: 'Revenir au paiement',
    },
  },
} satisfies NamespaceIdFailureTranslation

export default fr_idFailure
