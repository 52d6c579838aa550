import type { NamespaceIdCheckTranslation } from '../../i18n-types.ts'

const fr_idCheck = {
  document: {
    title: 'Vérifiez votre pièce d’identité',
    lead: 'Avant votre achat, nous devons vérifier l’une de vos pièces d’identité. Cela prend généralement moins de 2 minutes et ne se fait qu’une seule fois.',
    secondTitle: 'Ajoutez une autre pièce d’identité',
    secondLead:
      'Pour terminer, il nous faut une autre pièce d’identité, d’un type différent de celle que vous venez de faire vérifier.',
    typeLegend: 'Quelle pièce d’identité voulez-vous utiliser ?',
    types: {
      driverLicence: 'Permis de conduire',
      passport: 'Passeport',
      medicare: 'Carte Medicare',
    },
    submit: 'Vérifier la pièce',
    rejected:
      'Nous n’avons pas pu vérifier ce document. Vérifiez que chaque information est saisie exactement comme elle y figure, ou choisissez un autre document.',
    attemptsLeft: 'Il vous reste {count|int} {{tentative|tentatives}}.',
    sendFailed: 'Nous n’avons pas pu envoyer vos informations. Veuillez réessayer.',
  },
  fields: {
    state: {
      label: 'État ou territoire de délivrance',
      choose: 'Choisissez un État ou un territoire',
      required: 'Choisissez l’État ou le territoire qui a délivré votre permis',
    },
    licenceNumber: {
      label: 'Numéro de permis',
      hint: 'Tel qu’il figure sur votre permis',
      hintFormat: 'Tel qu’il figure sur votre permis : {format}',
      required: 'Saisissez votre numéro de permis',
      format: 'Les numéros de permis de {state} comportent {format}',
    },
    cardNumber: {
      label: 'Numéro de carte',
      hint: 'Il change à chaque nouvelle carte de permis',
      hintFront: 'Au recto de votre carte de permis : {format}',
      hintBack: 'Au verso de votre carte de permis : {format}',
      hintEither: 'Au recto ou au verso de votre carte de permis : {format}',
      required: 'Saisissez le numéro de carte de votre permis',
      format: 'Les numéros de carte des permis de {state} comportent {format}',
    },
    nzLicenceNumber: {
      hint: 'Deux lettres et six chiffres (5a sur votre permis), par exemple AB123456',
      format: 'Saisissez deux lettres et six chiffres, par exemple AB123456',
    },
    version: {
      label: 'Numéro de version',
      hint: 'Trois chiffres (5b sur votre permis). Il change à chaque nouveau permis',
      required: 'Saisissez le numéro de version de votre permis',
      format: 'Saisissez les trois chiffres de la version, par exemple 123',
    },
    country: {
      label: 'Pays de délivrance',
      required: 'Choisissez le pays qui a délivré votre passeport',
    },
    passportNumber: {
      label: 'Numéro de passeport',
      hint: 'Tel qu’il figure dans votre passeport',
      hintExample: 'Tel qu’il figure dans votre passeport, par exemple {example}',
      required: 'Saisissez votre numéro de passeport',
      format: 'Saisissez le numéro de passeport tel qu’il est imprimé, par exemple {example}',
      formatOther: 'Saisissez le numéro de passeport tel qu’il est imprimé : 5 à 9 lettres ou chiffres',
    },
    medicareNumber: {
      label: 'Numéro de carte Medicare',
      hint: 'Les 10 chiffres de votre carte, par exemple 2123\u00a045670\u00a01',
      required: 'Saisissez votre numéro de carte Medicare',
      digits: 'Utilisez uniquement des chiffres',
      tenDigits: 'Un numéro de carte Medicare comporte 10 chiffres',
      invalid: 'Ce numéro de carte Medicare n’est pas valide. Vérifiez les 10 chiffres de votre carte',
    },
    referenceNumber: {
      label: 'Numéro de référence individuel',
      hint: 'Le chiffre à côté de votre nom sur la carte, de 1 à 9',
      required: 'Saisissez votre numéro de référence individuel',
      format: 'Saisissez le chiffre unique à côté de votre nom, de 1 à 9',
    },
    colour: {
      label: 'Couleur de la carte',
      green: 'Verte',
      blue: 'Bleue',
      yellow: 'Jaune',
      required: 'Choisissez la couleur de votre carte',
    },
    validTo: {
      label: 'Valable jusqu’au',
      hint: 'Tel qu’indiqué sur votre carte',
      hintGreen: 'Tel qu’indiqué sur votre carte : MM/AAAA, par exemple 03/2029',
      hintOther: 'Tel qu’indiqué sur votre carte : JJ/MM/AA, par exemple 31/05/27',
      required: 'Saisissez la date jusqu’à laquelle votre carte est valable',
      formatGreen: 'Saisissez la date telle qu’elle figure sur une carte verte : MM/AAAA',
      formatOther: 'Saisissez la date telle qu’elle figure sur votre carte : JJ/MM/AA',
      invalidDate: 'Saisissez une date qui existe',
      expired: 'Cette carte a expiré. Utilisez une carte en cours de validité ou choisissez un autre document',
      tooFar: 'Vérifiez l’année : elle est trop éloignée dans le futur',
    },
    nameOnCard: {
      label: 'Nom sur la carte',
      hint: 'Exactement comme il figure sur votre carte, initiales comprises',
      required: 'Saisissez votre nom tel qu’il figure sur votre carte',
      tooLong:
        'Le nom sur une carte Medicare comporte au plus {max|int} caractères. Saisissez-le tel qu’il est imprimé',
    },
    firstName: {
      label: 'Prénom',
      required: 'Saisissez votre prénom',
    },
    middleName: {
      label: 'Deuxième prénom (facultatif)',
      hint: 'Seulement s’il figure sur votre pièce d’identité',
    },
    lastName: {
      label: 'Nom',
      required: 'Saisissez votre nom',
    },
    namesHint: 'Tel qu’il figure sur votre pièce d’identité',
    characters: 'Utilisez uniquement des lettres, des espaces, des traits d’union et des apostrophes',
    tooLong: 'Utilisez au plus {max|int} caractères',
    rejected: 'Vérifiez cette information : elle ne correspond pas au document',
  },
  formats: {
    digits: '{count|int} chiffres',
    digitsUpTo: 'jusqu’à {max|int} chiffres',
    digitsRange: '{min|int} à {max|int} chiffres',
    characters: '{count|int} lettres ou chiffres',
    charactersUpTo: 'jusqu’à {max|int} lettres ou chiffres',
    charactersRange: '{min|int} à {max|int} lettres ou chiffres',
  },
  loading: {
    title: 'Vérification de votre pièce d’identité',
    estimate: 'Cela prend généralement quelques secondes.',
  },
  verified: {
    title: 'Merci !',
    body: 'Votre pièce d’identité a été vérifiée.',
    next: 'Pour terminer, il nous faut une autre pièce d’identité d’un type différent.',
  },
  failure: {
    technicalIssue: {
      title: 'Nous ne pouvons pas vérifier votre pièce d’identité pour le moment',
      description:
        'Un problème est survenu de notre côté. Réessayez plus tard ou choisissez un autre moyen de paiement.',
      button: 'Revenir au paiement',
      customerService: 'notre service client',
    },
    sessionTimeout: {
      title: 'Oups, le temps est écoulé',
      description:
        'La vérification de votre pièce d’identité a pris trop de temps. Revenez à la page de paiement et réessayez.',
      button: 'Revenir au paiement',
    },
    verify: {
      title: 'Nous n’avons pas pu vérifier votre pièce d’identité',
      description:
        'Les informations saisies ne correspondent pas à celles enregistrées pour ce document. Revenez au paiement et réessayez, ou choisissez un autre moyen de paiement.',
      button: 'Revenir au paiement',
      customerService: 'notre service client',
    },
    invalidAddress: {
      title: 'Nous n’avons pas pu vérifier votre adresse',
      description: 'L’adresse indiquée ne correspond pas à celle dont nous disposons. Vérifiez-la et réessayez.',
      button: 'Modifier l’adresse',
      customerService: 'notre service client',
    },
    userNotFound: {
      title: 'Nous n’avons pas trouvé vos informations',
      description:
        'Nous n’avons trouvé aucune donnée correspondant à votre nom et à votre adresse. Vérifiez votre adresse et réessayez.',
      button: 'Modifier l’adresse',
      customerService: 'notre service client',
    },
  },
  customerServiceUrl: 'https://www.provider.com/{market}/customer-service/',
  cancel: {
    title: 'Interrompre la vérification de votre pièce d’identité ?',
    warning: 'Si vous arrêtez maintenant, votre achat ne sera pas validé.',
  },
} satisfies NamespaceIdCheckTranslation

export default fr_idCheck
