import type { NamespaceKlappAuthenticatorTranslation } from '../../i18n-types.ts'

const fr_klappAuthenticator = {
  failure: {
    sessionTimeout: {
      title: 'Oups, le temps est écoulé',
      description: 'Nous n’avons pas reçu à temps votre validation dans l’application. Réessayez.',
      button: 'Réessayer',
    },
    rdlSessionRejected: {
      title: 'La demande a été refusée dans l’application',
      description: 'Vous avez refusé la demande dans l’application, nous n’avons donc pas pu confirmer qu’il s’agit bien de vous. Si ce n’était pas vous, choisissez un autre moyen de paiement.',
      button: 'Revenir au paiement',
    },
  },
  cancel: {
    title: 'Interrompre la validation dans l’application ?',
    warning: 'Si vous arrêtez maintenant, votre achat ne sera pas validé.',
  },
} satisfies NamespaceKlappAuthenticatorTranslation

export default fr_klappAuthenticator
