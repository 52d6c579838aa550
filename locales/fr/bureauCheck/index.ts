import type { NamespaceBureauCheckTranslation } from '../../i18n-types.ts'

const fr_bureauCheck = {
  consent:
    'En appuyant sur « Accepter et continuer », vous acceptez que nous communiquions vos données personnelles à un organisme de renseignements de crédit pour vérifier votre identité, comme la loi l’exige. Si vous refusez, vous pourrez vérifier votre identité d’une autre manière.',
  wait: {
    lead: 'Nous vérifions vos autres informations.',
    estimate: 'Cela prend jusqu’à 10 secondes.',
    longer: 'Cela prend un peu plus de temps que d’habitude. Veuillez garder cette fenêtre ouverte.',
    preparingScan: 'Préparation du scan de votre pièce d’identité et de votre selfie…',
  },
  startFailed: 'Nous n’avons pas pu commencer à vérifier vos informations. Veuillez réessayer.',
  retry: {
    title: 'Nous ne pouvons pas vérifier votre identité',
    lead: 'Vérifiez à nouveau vos informations. Si vous avez un deuxième prénom ou plusieurs noms de famille, ajoutez-les aussi.',
    givenNames: 'Prénom(s)',
    givenNamesHint: 'Y compris vos autres prénoms',
    lastNames: 'Nom(s) de famille',
    lastNamesHint: 'Tous vos noms de famille, si vous en avez plusieurs',
    dateOfBirth: 'Date de naissance',
    dateOfBirthHint: 'Par exemple 27 3 1985',
    day: 'Jour',
    month: 'Mois',
    year: 'Année',
    confirm: 'Confirmer',
    sendFailed: 'Nous n’avons pas pu envoyer vos informations. Veuillez réessayer.',
  },
  errors: {
    givenNamesRequired: 'Saisissez votre prénom',
    lastNamesRequired: 'Saisissez votre nom de famille',
    characters: 'Utilisez uniquement des lettres, des espaces, des traits d’union et des apostrophes',
    tooLong: 'Utilisez au plus {max|int} caractères',
    dateRequired: 'Saisissez votre date de naissance',
    dateIncomplete: 'Saisissez votre date de naissance avec le jour, le mois et l’année',
    dateYear: 'Saisissez votre année de naissance en quatre chiffres, par exemple 1985',
    dateInvalid: 'La date de naissance doit être une date réelle',
    dateFuture: 'Votre date de naissance doit être dans le passé',
    dateTooOld: 'Vérifiez l’année de votre date de naissance',
    rejected: 'Vérifiez cette information',
  },
  cancel: {
    title: 'Interrompre la vérification d’identité ?',
    warning: 'Si vous arrêtez maintenant, votre achat ne sera pas validé.',
  },
} satisfies NamespaceBureauCheckTranslation

export default fr_bureauCheck
