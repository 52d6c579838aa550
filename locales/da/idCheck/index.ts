import type { NamespaceIdCheckTranslation } from '../../i18n-types.ts'

const da_idCheck = {
  document: {
    title: 'Bekræft dit ID',
    lead: 'Før dit køb skal vi bekræfte et af dine ID-dokumenter. Det tager som regel under 2 minutter, og du skal kun gøre det én gang.',
    secondTitle: 'Tilføj ét ID mere',
    secondLead:
      'For at blive færdig skal vi bruge ét ID-dokument mere, af en anden type end det, du lige har bekræftet.',
    typeLegend: 'Hvilket ID vil du bruge?',
    types: {
      driverLicence: 'Kørekort',
      passport: 'Pas',
      medicare: 'Medicare-kort',
    },
    submit: 'Bekræft ID',
    rejected:
      'Vi kunne ikke bekræfte dette dokument. Tjek, at alle oplysninger er præcis, som de står på det, eller vælg et andet dokument.',
    attemptsLeft: 'Du har {count|int} {{forsøg|forsøg}} tilbage.',
    sendFailed: 'Vi kunne ikke sende dine oplysninger. Prøv igen.',
  },
  fields: {
    state: {
      label: 'Delstat eller territorium, der har udstedt kørekortet',
      choose: 'Vælg delstat eller territorium',
      required: 'Vælg den delstat eller det territorium, der har udstedt dit kørekort',
    },
    licenceNumber: {
      label: 'Kørekortnummer',
      hint: 'Som det står på dit kørekort',
      hintFormat: 'Som det står på dit kørekort: {format}',
      required: 'Indtast dit kørekortnummer',
      format: 'Kørekortnumre fra {state} har {format}',
    },
    cardNumber: {
      label: 'Kortnummer',
      hint: 'Det skifter med hvert nyt kørekort',
      hintFront: 'På forsiden af dit kørekort: {format}',
      hintBack: 'På bagsiden af dit kørekort: {format}',
      hintEither: 'På for- eller bagsiden af dit kørekort: {format}',
      required: 'Indtast kortnummeret på dit kørekort',
      format: 'Kortnumre på kørekort fra {state} har {format}',
    },
    nzLicenceNumber: {
      hint: 'To bogstaver og seks cifre (5a på dit kørekort), for eksempel AB123456',
      format: 'Indtast to bogstaver og seks cifre, for eksempel AB123456',
    },
    version: {
      label: 'Versionsnummer',
      hint: 'Tre cifre (5b på dit kørekort). Det skifter med hvert nyt kørekort',
      required: 'Indtast kørekortets versionsnummer',
      format: 'Indtast versionens tre cifre, for eksempel 123',
    },
    country: {
      label: 'Udstedelsesland',
      required: 'Vælg det land, der har udstedt dit pas',
    },
    passportNumber: {
      label: 'Pasnummer',
      hint: 'Som det står i dit pas',
      hintExample: 'Som det står i dit pas, for eksempel {example}',
      required: 'Indtast dit pasnummer',
      format: 'Indtast pasnummeret, som det er trykt, for eksempel {example}',
      formatOther: 'Indtast pasnummeret, som det er trykt: 5 til 9 bogstaver eller cifre',
    },
    medicareNumber: {
      label: 'Medicare-kortnummer',
      hint: 'De 10 cifre på dit kort, for eksempel 2123\u00a045670\u00a01',
      required: 'Indtast dit Medicare-kortnummer',
      digits: 'Brug kun cifre',
      tenDigits: 'Et Medicare-kortnummer har 10 cifre',
      invalid: 'Det er ikke et gyldigt Medicare-kortnummer. Tjek de 10 cifre på dit kort',
    },
    referenceNumber: {
      label: 'Individuelt referencenummer',
      hint: 'Tallet ved siden af dit navn på kortet, fra 1 til 9',
      required: 'Indtast dit individuelle referencenummer',
      format: 'Indtast det ene tal ved siden af dit navn, fra 1 til 9',
    },
    colour: {
      label: 'Kortets farve',
      green: 'Grøn',
      blue: 'Blå',
      yellow: 'Gul',
      required: 'Vælg dit korts farve',
    },
    validTo: {
      label: 'Gyldigt til',
      hint: 'Som det står på dit kort',
      hintGreen: 'Som det står på dit kort: MM/ÅÅÅÅ, for eksempel 03/2029',
      hintOther: 'Som det står på dit kort: DD/MM/ÅÅ, for eksempel 31/05/27',
      required: 'Indtast den dato, dit kort er gyldigt til',
      formatGreen: 'Indtast datoen, som den står på et grønt kort: MM/ÅÅÅÅ',
      formatOther: 'Indtast datoen, som den står på dit kort: DD/MM/ÅÅ',
      invalidDate: 'Indtast en dato, der findes',
      expired: 'Kortet er udløbet. Brug et gyldigt kort, eller vælg et andet dokument',
      tooFar: 'Tjek årstallet: det ligger for langt ude i fremtiden',
    },
    nameOnCard: {
      label: 'Navn på kortet',
      hint: 'Præcis som det står på dit kort, med eventuelle initialer',
      required: 'Indtast dit navn, som det står på dit kort',
      tooLong: 'Navnet på et Medicare-kort har højst {max|int} tegn. Indtast det, som det er trykt',
    },
    firstName: {
      label: 'Fornavn',
      required: 'Indtast dit fornavn',
    },
    middleName: {
      label: 'Mellemnavn (valgfrit)',
      hint: 'Kun hvis det står på dit ID',
    },
    lastName: {
      label: 'Efternavn',
      required: 'Indtast dit efternavn',
    },
    namesHint: 'Som det står på dit ID',
    characters: 'Brug kun bogstaver, mellemrum, bindestreger og apostroffer',
    tooLong: 'Brug højst {max|int} tegn',
    rejected: 'Tjek denne oplysning: den stemmer ikke med dokumentet',
  },
  formats: {
    digits: '{count|int} cifre',
    digitsUpTo: 'op til {max|int} cifre',
    digitsRange: '{min|int} til {max|int} cifre',
    characters: '{count|int} bogstaver eller cifre',
    charactersUpTo: 'op til {max|int} bogstaver eller cifre',
    charactersRange: '{min|int} til {max|int} bogstaver eller cifre',
  },
  loading: {
    title: 'Vi tjekker dit ID',
    estimate: 'Det tager som regel et par sekunder.',
  },
  verified: {
    title: 'Tak!',
    body: 'Dit ID-dokument er bekræftet.',
    next: 'For at blive færdig skal vi bruge ét ID-dokument mere af en anden type.',
  },
  failure: {
    technicalIssue: {
      title: 'Vi kunne ikke tjekke din legitimation lige nu',
      description: 'Noget gik galt hos os. Prøv igen senere eller vælg en anden betalingsmetode.',
      button: 'Tilbage til kassen',
      customerService: 'kundeservice',
    },
    sessionTimeout: {
      title: 'Ups, tiden løb ud',
      description: 'Tjekket af din legitimation tog for lang tid. Gå tilbage til kassen og prøv igen.',
      button: 'Tilbage til kassen',
    },
    verify: {
      title: 'Vi kunne ikke bekræfte din legitimation',
      description:
        'De oplysninger du har indtastet, stemmer ikke overens med det der er registreret for dette dokument. Gå tilbage til kassen og prøv igen, eller vælg en anden betalingsmetode.',
      button: 'Tilbage til kassen',
      customerService: 'kundeservice',
    },
    invalidAddress: {
      title: 'Vi kunne ikke bekræfte din adresse',
      description: 'Den adresse du har oplyst, stemmer ikke overens med vores oplysninger. Tjek den og prøv igen.',
      button: 'Ret adresse',
      customerService: 'kundeservice',
    },
    userNotFound: {
      title: 'Vi kunne ikke finde dine oplysninger',
      description:
        'Vi kunne ikke finde oplysninger der passer til dit navn og din adresse. Tjek din adresse og prøv igen.',
      button: 'Ret adresse',
      customerService: 'kundeservice',
    },
  },
  customerServiceUrl: 'https://www.provider.com/{market}/customer-service/',
  cancel: {
    title: 'Vil du afbryde tjekket af din legitimation?',
    warning: 'Hvis du afbryder nu, bliver dit køb ikke godkendt.',
  },
} satisfies NamespaceIdCheckTranslation

export default da_idCheck
