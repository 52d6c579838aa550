import type { NamespacePasscodeTranslation } from '../../i18n-types.ts'

const fr_passcode = {
  title: 'Saisissez votre code d’accès',
  lead: 'Saisissez le code d’accès à {length|int} chiffres que vous utilisez dans l’application.',
  label: 'Code d’accès',
  verifying: 'Vérification de votre code d’accès…',
  wrong: 'Ce code d’accès est incorrect.',
  attemptsLeft: 'Il vous reste {count|int} {{tentative|tentatives}}.',
  failed: 'Nous n’avons pas pu vérifier votre code d’accès. Réessayez.',
  forgot: 'Code d’accès oublié ?',
  failure: {
    tooManyAttempts: {
      title: 'Trop de codes d’accès incorrects',
      description:
        'Pour votre sécurité, nous ne pouvons plus accepter de tentative. Choisissez un autre moyen de paiement pour finaliser votre achat.',
      button: 'Revenir au paiement',
    },
  },
  cancel: {
    title: 'Interrompre la saisie de votre code d’accès ?',
    warning: 'Si vous arrêtez maintenant, votre achat ne sera pas validé.',
  },
} satisfies NamespacePasscodeTranslation

export default fr_passcode
