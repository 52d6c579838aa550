import type { NamespaceBankIdSeTranslation } from '../../i18n-types.ts'

const fr_bankIdSe = {
  title: 'Identifiez-vous avec Mobile BankID',
  intro:
    'Utilisez Mobile BankID pour confirmer qu’il s’agit bien de vous. Ouvrez l’application sur cet appareil ou scannez un QR code avec BankID sur un autre appareil.',
  thisDevice: 'Ouvrir BankID sur cet appareil',
  otherDevice: 'Utiliser BankID sur un autre appareil',
  noBankId: 'Vous n’avez pas Mobile BankID ?',
  openTitle: 'Ouvrez BankID',
  openApp: 'Ouvrir l’application BankID',
  qrTitle: 'Scannez le QR code',
  qrInstructions:
    'Ouvrez l’application BankID sur votre autre appareil, appuyez sur l’icône QR code et scannez ce code.',
  qrLabel: 'QR code pour BankID. Scannez-le avec l’application BankID sur votre autre appareil.',
  continueTitle: 'Poursuivez dans l’application BankID',
  finishTitle: 'Finalisez l’identification',
  failedTitle: 'L’identification n’a pas abouti',
  tryAgain: 'Réessayer',
  startFailed: 'Nous n’avons pas pu lancer BankID. Réessayez.',
  hints: {
    rfa1: 'Lancez votre application BankID.',
    rfa3: 'Action annulée. Réessayez.',
    rfa6: 'Action annulée.',
    rfa8: 'L’application BankID ne répond pas. Vérifiez qu’elle est lancée et que vous avez accès à internet. Si vous n’avez pas de BankID valide, vous pouvez en obtenir un auprès de votre banque. Réessayez.',
    rfa9: 'Saisissez votre code de sécurité dans l’application BankID et sélectionnez « Identifier ».',
    rfa13: 'Nous essayons de lancer votre application BankID.',
    rfa15:
      'Recherche de BankID en cours, cela peut prendre un moment… Si, après quelques secondes, aucun BankID n’a été trouvé, vous n’avez probablement pas de BankID utilisable pour cette identification sur cet appareil. Si vous n’avez pas de BankID, vous pouvez en obtenir un auprès de votre banque.',
    rfa16:
      'Le BankID que vous essayez d’utiliser est bloqué ou trop ancien. Utilisez un autre BankID ou demandez-en un nouveau à votre banque.',
    rfa17:
      'L’application BankID est introuvable sur votre ordinateur ou votre appareil mobile. Installez-la et obtenez un BankID auprès de votre banque. Installez l’application depuis votre magasin d’applications ou sur https://install.bankid.com.',
    rfa21: 'Identification en cours.',
    rfa22: 'Erreur inconnue. Réessayez.',
  },
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
      button: 'Retour à la sélection',
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
