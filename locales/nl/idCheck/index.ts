import type { NamespaceIdCheckTranslation } from '../../i18n-types.ts'

const nl_idCheck = {
  document: {
    title: 'Bevestig je identiteitsbewijs',
    lead: 'Voor je aankoop moeten we een van je identiteitsbewijzen controleren. Dat duurt meestal minder dan 2 minuten en hoeft maar één keer.',
    secondTitle: 'Nog één identiteitsbewijs',
    secondLead:
      'Om af te ronden hebben we nog één identiteitsbewijs nodig, van een ander type dan het bewijs dat je net hebt bevestigd.',
    typeLegend: 'Welk identiteitsbewijs wil je gebruiken?',
    types: {
      driverLicence: 'Rijbewijs',
      passport: 'Paspoort',
      medicare: 'Medicare-kaart',
    },
    submit: 'Identiteitsbewijs controleren',
    rejected:
      'We konden dit document niet bevestigen. Controleer of alle gegevens precies zo zijn ingevuld als ze erop staan, of kies een ander document.',
    attemptsLeft: 'Je hebt nog {count|int} {{poging|pogingen}}.',
    sendFailed: 'We konden je gegevens niet versturen. Probeer het opnieuw.',
  },
  fields: {
    state: {
      label: 'Staat of territorium van afgifte',
      choose: 'Kies een staat of territorium',
      required: 'Kies de staat of het territorium dat je rijbewijs heeft afgegeven',
    },
    licenceNumber: {
      label: 'Rijbewijsnummer',
      hint: 'Zoals het op je rijbewijs staat',
      hintFormat: 'Zoals het op je rijbewijs staat: {format}',
      required: 'Vul je rijbewijsnummer in',
      format: 'Rijbewijsnummers uit {state} hebben {format}',
    },
    cardNumber: {
      label: 'Kaartnummer',
      hint: 'Het verandert bij elk nieuw rijbewijs',
      hintFront: 'Op de voorkant van je rijbewijs: {format}',
      hintBack: 'Op de achterkant van je rijbewijs: {format}',
      hintEither: 'Op de voor- of achterkant van je rijbewijs: {format}',
      required: 'Vul het kaartnummer van je rijbewijs in',
      format: 'Kaartnummers van rijbewijzen uit {state} hebben {format}',
    },
    nzLicenceNumber: {
      hint: 'Twee letters en zes cijfers (5a op je rijbewijs), bijvoorbeeld AB123456',
      format: 'Vul twee letters en zes cijfers in, bijvoorbeeld AB123456',
    },
    version: {
      label: 'Versienummer',
      hint: 'Drie cijfers (5b op je rijbewijs). Het verandert bij elk nieuw rijbewijs',
      required: 'Vul het versienummer van je rijbewijs in',
      format: 'Vul de drie cijfers van de versie in, bijvoorbeeld 123',
    },
    country: {
      label: 'Land van afgifte',
      required: 'Kies het land dat je paspoort heeft afgegeven',
    },
    passportNumber: {
      label: 'Paspoortnummer',
      hint: 'Zoals het in je paspoort staat',
      hintExample: 'Zoals het in je paspoort staat, bijvoorbeeld {example}',
      required: 'Vul je paspoortnummer in',
      format: 'Vul het paspoortnummer in zoals het is gedrukt, bijvoorbeeld {example}',
      formatOther: 'Vul het paspoortnummer in zoals het is gedrukt: 5 tot 9 letters of cijfers',
    },
    medicareNumber: {
      label: 'Medicare-kaartnummer',
      hint: 'De 10 cijfers op je kaart, bijvoorbeeld 2123\u00a045670\u00a01',
      required: 'Vul je Medicare-kaartnummer in',
      digits: 'Gebruik alleen cijfers',
      tenDigits: 'Een Medicare-kaartnummer heeft 10 cijfers',
      invalid: 'Dit is geen geldig Medicare-kaartnummer. Controleer de 10 cijfers op je kaart',
    },
    referenceNumber: {
      label: 'Persoonlijk referentienummer',
      hint: 'Het cijfer naast je naam op de kaart, van 1 tot 9',
      required: 'Vul je persoonlijke referentienummer in',
      format: 'Vul het ene cijfer naast je naam in, van 1 tot 9',
    },
    colour: {
      label: 'Kleur van de kaart',
      green: 'Groen',
      blue: 'Blauw',
      yellow: 'Geel',
      required: 'Kies de kleur van je kaart',
    },
    validTo: {
      label: 'Geldig tot',
      hint: 'Zoals het op je kaart staat',
      hintGreen: 'Zoals het op je kaart staat: MM/JJJJ, bijvoorbeeld 03/2029',
      hintOther: 'Zoals het op je kaart staat: DD/MM/JJ, bijvoorbeeld 31/05/27',
      required: 'Vul de datum in tot wanneer je kaart geldig is',
      formatGreen: 'Vul de datum in zoals die op een groene kaart staat: MM/JJJJ',
      formatOther: 'Vul de datum in zoals die op je kaart staat: DD/MM/JJ',
      invalidDate: 'Vul een datum in die bestaat',
      expired: 'Deze kaart is verlopen. Gebruik een geldige kaart of kies een ander document',
      tooFar: 'Controleer het jaar: het ligt te ver in de toekomst',
    },
    nameOnCard: {
      label: 'Naam op de kaart',
      hint: 'Precies zoals die op je kaart staat, met eventuele voorletters',
      required: 'Vul je naam in zoals die op je kaart staat',
      tooLong: 'De naam op een Medicare-kaart heeft maximaal {max|int} tekens. Vul die in zoals die is gedrukt',
    },
    firstName: {
      label: 'Voornaam',
      required: 'Vul je voornaam in',
    },
    middleName: {
      label: 'Tweede voornaam (optioneel)',
      hint: 'Alleen als die op je identiteitsbewijs staat',
    },
    lastName: {
      label: 'Achternaam',
      required: 'Vul je achternaam in',
    },
    namesHint: 'Zoals die op je identiteitsbewijs staat',
    characters: 'Gebruik alleen letters, spaties, koppeltekens en apostrofs',
    tooLong: 'Gebruik maximaal {max|int} tekens',
    rejected: 'Controleer dit gegeven: het komt niet overeen met het document',
  },
  formats: {
    digits: '{count|int} cijfers',
    digitsUpTo: 'maximaal {max|int} cijfers',
    digitsRange: '{min|int} tot {max|int} cijfers',
    characters: '{count|int} letters of cijfers',
    charactersUpTo: 'maximaal {max|int} letters of cijfers',
    charactersRange: '{min|int} tot {max|int} letters of cijfers',
  },
  loading: {
    title: 'We controleren je identiteitsbewijs',
    estimate: 'Dit duurt meestal een paar seconden.',
  },
  verified: {
    title: 'Bedankt!',
    body: 'Je identiteitsbewijs is bevestigd.',
    next: 'Om af te ronden hebben we nog één identiteitsbewijs van een ander type nodig.',
  },
  failure: {
    technicalIssue: {
      title: 'We konden je identiteitsbewijs nu niet controleren',
      description: 'Er ging bij ons iets mis. Probeer het later opnieuw of kies een andere betaalmethode.',
      button: 'Terug naar afrekenen',
      customerService: 'onze klantenservice',
    },
    sessionTimeout: {
      title: 'Oeps, de tijd is om',
      description:
        'De controle van je identiteitsbewijs duurde te lang. Ga terug naar het afrekenen en probeer het opnieuw.',
      button: 'Terug naar afrekenen',
    },
    verify: {
      title: 'We konden je identiteitsbewijs niet verifiëren',
      description:
        'De gegevens die je hebt ingevoerd, komen niet overeen met de gegevens van dit document. Ga terug naar afrekenen en probeer het opnieuw, of kies een andere betaalmethode.',
      button: 'Terug naar afrekenen',
      customerService: 'onze klantenservice',
    },
    invalidAddress: {
      title: 'We konden je adres niet verifiëren',
      description:
        'Het adres dat je hebt opgegeven, komt niet overeen met onze gegevens. Controleer het en probeer het opnieuw.',
      button: 'Adres wijzigen',
      customerService: 'onze klantenservice',
    },
    userNotFound: {
      title: 'We konden je gegevens niet vinden',
      description:
        'We hebben geen gegevens gevonden die bij je naam en adres passen. Controleer je adres en probeer het opnieuw.',
      button: 'Adres wijzigen',
      customerService: 'onze klantenservice',
    },
  },
  customerServiceUrl: 'https://www.provider.com/{market}/customer-service/',
  cancel: {
    title: 'Stoppen met de controle van je identiteitsbewijs?',
    warning: 'Als je nu stopt, wordt je aankoop niet goedgekeurd.',
  },
} satisfies NamespaceIdCheckTranslation

export default nl_idCheck
