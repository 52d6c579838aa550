import type { NamespaceKlappAuthenticatorTranslation } from '../../i18n-types.ts'

const fr_klappAuthenticator = {
  title: 'Validez dans l’application',
  lead: 'Nous avons envoyé une demande à l’application sur votre téléphone. Ouvrez-la et validez la demande pour continuer.',
  sending: 'Envoi de la demande sur votre téléphone…',
  waiting: 'En attente de votre validation…',
  estimate: 'Cela prend généralement moins d’une minute.',
  resend: 'Renvoyer la demande',
  resendIn: 'Vous pourrez renvoyer la demande dans {seconds|int} {{seconde|secondes}}.',
  sendFailed: 'Nous n’avons pas pu envoyer la demande sur votre téléphone. Réessayez.',
  dismissedTitle: 'La demande n’a pas été validée',
  dismissed: 'La demande a été fermée dans l’application sans réponse. Vous pouvez en envoyer une nouvelle.',
  sendAgain: 'Envoyer une nouvelle demande',
  failure: {
    sessionTimeout: {
      title: 'Oups, le temps est écoulé',
      description: 'Nous n’avons pas reçu à temps votre validation dans l’application. Réessayez.',
      button: 'Revenir au paiement',
    },
    rdlSessionRejected: {
      title: 'La demande a été refusée dans l’application',
      description:
        'Vous avez refusé la demande dans l’application, nous n’avons donc pas pu confirmer qu’il s’agit bien de vous. Si ce n’était pas vous, choisissez un autre moyen de paiement.',
      button: 'Revenir au paiement',
    },
  },
  cancel: {
    title: 'Interrompre la validation dans l’application ?',
    warning: 'Si vous arrêtez maintenant, votre achat ne sera pas validé.',
  },
} satisfies NamespaceKlappAuthenticatorTranslation

export default fr_klappAuthenticator
