import type { Translation } from '../i18n-types.ts'

const fr = {
  common: {
    close: 'Fermer',
    goBack: 'Retour',
    continue: 'Continuer',
    tryAgain: 'Réessayer',
    loading: 'Chargement…',
    ok: 'OK',
    gotIt: 'J’ai compris',
    goBackToCheckout: 'Revenir au paiement',
    backToSelection: 'Retour à la sélection',
    changeAddress: 'Modifier l’adresse',
    agreeAndContinue: 'Accepter et continuer',
    noThanks: 'Non merci',
    showMore: 'Voir plus',
    showLess: 'Voir moins',
    opensInNewWindow: '(s’ouvre dans une nouvelle fenêtre)',
    privacyPolicy: 'Politique de confidentialité',
  },
  dialog: {
    closeLabel: 'Fermer',
    backLabel: 'Retour',
    logoLabel: 'Vérification d’identité sécurisée',
  },
  cancel: {
    title: 'Vous êtes sur le point d’interrompre la vérification',
    warning: 'Si vous l’interrompez maintenant, votre achat ne sera pas validé.',
    warningMerchant: 'Si vous l’interrompez maintenant, votre commande ne sera pas passée auprès de {merchant}.',
    warningSignup: 'Si vous l’interrompez maintenant, nous ne pourrons pas finaliser la création de votre compte.',
    warningPhoneReset: 'Si vous l’interrompez maintenant, votre numéro de téléphone ne sera pas modifié.',
    return: 'Poursuivre la vérification',
    end: 'Interrompre la vérification',
  },
  consent: {
    title: 'Vérifiez votre identité',
    body: 'En appuyant sur « Continuer », vous acceptez que nous communiquions vos données personnelles à des organismes externes et à des organismes d’information sur le crédit afin de vérifier votre identité, comme l’exige la loi.',
    privacyPolicy: 'Consulter notre politique de confidentialité',
    privacyUrl: 'https://www.provider.com/privacy/',
    continue: 'Continuer',
    agree: 'Accepter et continuer',
    decline: 'Non merci',
    declineHint: 'Si vous refusez, vous pourrez vérifier votre identité d’une autre manière.',
  },
  progress: {
    title: 'Veuillez patienter',
    doNotClose: 'Ne fermez pas cette fenêtre.',
  },
  network: {
    title: 'Connexion internet perdue',
    description: 'Vérifiez votre connexion internet et réessayez.',
  },
  waiting: {
    reconnecting: 'Nous continuerons d’essayer jusqu’à ce que vous soyez de nouveau en ligne.',
  },
  method: {
    another: 'Choisir une autre méthode',
  },
  fallback: {
    title: 'Ce mode de vérification n’est pas disponible',
    description:
      'Nous ne pouvons pas vérifier votre identité de cette manière pour le moment. Revenez à la page de paiement et choisissez un autre moyen de paiement.',
    button: 'Revenir au paiement',
  },
  success: {
    title: 'Tout est prêt',
    lead: 'Vous pouvez poursuivre votre achat.',
  },
  closing: {
    title: 'Un instant',
    lead: 'Nous vous ramenons à la page de paiement.',
  },
  failure: {
    generic: {
      title: 'Nous n’avons pas pu finaliser l’achat',
      description:
        'Pas d’inquiétude, vous pouvez réessayer ou choisir un autre moyen de paiement pour finaliser votre achat.',
      button: 'Revenir au paiement',
    },
    close: {
      title: 'Nous n’avons pas pu finaliser l’achat',
      description:
        'Pas d’inquiétude, vous pouvez réessayer ou choisir un autre moyen de paiement pour finaliser votre achat.',
      button: 'Fermer',
    },
    sessionTimeout: {
      title: 'Oups, le temps est écoulé',
      description: 'Votre session a expiré pour des raisons de sécurité. Revenez à la page de paiement et réessayez.',
      button: 'Revenir au paiement',
    },
    userNotTrusted: {
      title: 'Malheureusement, nous n’avons pas pu vérifier votre identité',
      description: 'Choisissez un autre moyen de paiement pour finaliser votre achat.',
      button: 'Revenir au paiement',
    },
    networkIssue: {
      title: 'Connexion internet perdue',
      description: 'Vérifiez votre connexion internet et réessayez.',
      button: 'Revenir au paiement',
    },
    signup: {
      title: 'Nous n’avons pas pu finaliser la création de votre compte',
      description: 'Pas d’inquiétude, vous pouvez réessayer plus tard ou vous inscrire d’une autre manière.',
      button: 'Fermer',
    },
    phoneReset: {
      title: 'Nous n’avons pas pu modifier votre numéro de téléphone',
      description: 'Votre numéro de téléphone reste inchangé. Réessayez plus tard.',
      button: 'Fermer',
    },
    oneTimeCard: {
      title: 'Nous n’avons pas pu créer votre carte à usage unique',
      description: 'Essayez à nouveau de créer une carte à usage unique.',
      button: 'Fermer',
    },
    inStore: {
      title:
        'C’est tout bon ! Pensez simplement à apporter une pièce d’identité valide avec photo lors de votre premier achat',
      description:
        'Pour nous aider à vérifier votre identité et à protéger votre compte, munissez-vous d’une pièce d’identité avec photo en cours de validité lors de votre premier achat en magasin.',
      button: 'Continuer',
    },
    customerService: 'Si vous rencontrez un problème, contactez',
    contactTimes:
      'par chat du lundi au dimanche de 9 h à 17 h, par téléphone au {phoneNumber} du lundi au vendredi de 9 h à 17 h',
    contactTimesChat: 'par chat du lundi au dimanche de 9 h à 17 h',
    callCustomerService: 'Appeler le service client au {phoneNumber}',
  },
} satisfies Translation

export default fr
