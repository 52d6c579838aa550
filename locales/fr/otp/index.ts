import type { NamespaceOtpTranslation } from '../../i18n-types.ts'

const fr_otp = {
  introTitle: 'Confirmez qu’il s’agit bien de vous',
  introTitleNamed: 'Confirmez qu’il s’agit bien de vous, {customerName}',
  introPhone:
    'Nous allons envoyer un code à 6 chiffres par SMS au numéro de mobile que vous avez communiqué à la boutique.',
  introPhoneNumber: 'Nous allons envoyer un code à 6 chiffres par SMS au {phoneNumber}.',
  introEmail: 'Nous allons envoyer un code à 6 chiffres à l’adresse e-mail que vous avez communiquée à la boutique.',
  sendCode: 'Envoyer le code',
  sending: 'Envoi du code…',
  entryTitle: 'Saisissez le code à 6 chiffres',
  codeLabel: 'Saisissez ici le code à 6 chiffres',
  sentTo: 'Nous avons envoyé un code à {contactDetail}.',
  arrivalHint: 'La réception du code peut prendre jusqu’à 20 secondes.',
  resend: 'Envoyer un nouveau code',
  resendIn: 'Vous pourrez demander un nouveau code dans {seconds|int} {{seconde|secondes}}.',
  resent: 'Nous vous avons envoyé un nouveau code.',
  verifying: 'Vérification du code…',
  wrongCode: 'Oups ! Ce code est incorrect.',
  wrongCodeAgain: 'Le code saisi est incorrect. Réessayez.',
  attemptsLeft: 'Il vous reste {count|int} {{tentative|tentatives}}.',
  ratesApply: 'Des frais liés aux SMS et aux données mobiles peuvent s’appliquer.',
  sendFailed: 'Nous n’avons pas pu envoyer le code. Réessayez.',
  checkFailed: 'Nous n’avons pas pu vérifier le code. Réessayez.',
  tooSoon: 'Il est encore trop tôt pour envoyer un nouveau code.',
  changeNumber: 'Modifier le numéro de téléphone',
  sendoutDelays: 'L’envoi des codes de vérification connaît actuellement des retards. Réessayez plus tard.',
  sendErrors: {
    networkIssue:
      'Nous n’avons pas pu accéder au réseau pour envoyer votre code. Vérifiez votre connexion et réessayez.',
    sessionTimeout: 'Votre session a expiré. Revenez à la page de paiement et recommencez.',
    technicalIssue: 'Un problème est survenu de notre côté et nous n’avons pas pu envoyer votre code. Réessayez.',
    invalidRecipient:
      'Nous n’avons pas pu envoyer de code à {contactDetail}. Vérifiez que ces coordonnées sont correctes.',
    voipIsBlocked:
      'Nous ne pouvons pas envoyer de codes aux numéros de téléphonie par internet. Utilisez un numéro de mobile.',
    landlineIsBlocked:
      'Nous ne pouvons pas envoyer de codes aux numéros de téléphone fixe. Utilisez un numéro de mobile.',
    geofenceUnsupportedCountry:
      'Nous ne pouvons pas envoyer de codes aux numéros de téléphone de ce pays. Utilisez un autre numéro.',
  },
  failure: {
    tooManyAttempts: {
      title: 'Vous avez dépassé le nombre de tentatives autorisé',
      description:
        'Pour votre sécurité, nous ne pouvons plus accepter de code. Choisissez un autre moyen de paiement pour finaliser votre achat.',
      button: 'Revenir au paiement',
    },
  },
  cancel: {
    title: 'Interrompre la confirmation de votre identité ?',
    warning: 'Sans le code, nous ne pouvons pas valider votre achat.',
  },
} satisfies NamespaceOtpTranslation

export default fr_otp
