import type { NamespaceIdCheckTranslation } from '../../i18n-types.ts'

const nb_idCheck = {
  document: {
    title: 'Bekreft ID-en din',
    lead: 'Før kjøpet må vi bekrefte ett av ID-dokumentene dine. Det tar vanligvis under 2 minutter, og du trenger bare å gjøre det én gang.',
    secondTitle: 'Legg til én ID til',
    secondLead: 'For å bli ferdig trenger vi ett ID-dokument til, av en annen type enn det du nettopp bekreftet.',
    typeLegend: 'Hvilken ID vil du bruke?',
    types: {
      driverLicence: 'Førerkort',
      passport: 'Pass',
      medicare: 'Medicare-kort',
    },
    submit: 'Bekreft ID',
    rejected:
      'Vi kunne ikke bekrefte dette dokumentet. Sjekk at alle opplysningene er nøyaktig slik de står på det, eller velg et annet dokument.',
    attemptsLeft: 'Du har {count|int} {{forsøk|forsøk}} igjen.',
    sendFailed: 'Vi kunne ikke sende opplysningene dine. Prøv igjen.',
  },
  fields: {
    state: {
      label: 'Delstat eller territorium som utstedte førerkortet',
      choose: 'Velg delstat eller territorium',
      required: 'Velg delstaten eller territoriet som utstedte førerkortet ditt',
    },
    licenceNumber: {
      label: 'Førerkortnummer',
      hint: 'Slik det står på førerkortet ditt',
      hintFormat: 'Slik det står på førerkortet ditt: {format}',
      required: 'Skriv inn førerkortnummeret ditt',
      format: 'Førerkortnumre fra {state} har {format}',
    },
    cardNumber: {
      label: 'Kortnummer',
      hint: 'Det endres med hvert nye førerkort',
      hintFront: 'På forsiden av førerkortet ditt: {format}',
      hintBack: 'På baksiden av førerkortet ditt: {format}',
      hintEither: 'På forsiden eller baksiden av førerkortet ditt: {format}',
      required: 'Skriv inn kortnummeret på førerkortet ditt',
      format: 'Kortnumre på førerkort fra {state} har {format}',
    },
    nzLicenceNumber: {
      hint: 'To bokstaver og seks sifre (5a på førerkortet ditt), for eksempel AB123456',
      format: 'Skriv inn to bokstaver og seks sifre, for eksempel AB123456',
    },
    version: {
      label: 'Versjonsnummer',
      hint: 'Tre sifre (5b på førerkortet ditt). Det endres med hvert nye førerkort',
      required: 'Skriv inn versjonsnummeret på førerkortet ditt',
      format: 'Skriv inn de tre sifrene i versjonen, for eksempel 123',
    },
    country: {
      label: 'Utstedelsesland',
      required: 'Velg landet som utstedte passet ditt',
    },
    passportNumber: {
      label: 'Passnummer',
      hint: 'Slik det står i passet ditt',
      hintExample: 'Slik det står i passet ditt, for eksempel {example}',
      required: 'Skriv inn passnummeret ditt',
      format: 'Skriv inn passnummeret slik det er trykt, for eksempel {example}',
      formatOther: 'Skriv inn passnummeret slik det er trykt: 5 til 9 bokstaver eller sifre',
    },
    medicareNumber: {
      label: 'Medicare-kortnummer',
      hint: 'De 10 sifrene på kortet ditt, for eksempel 2123\u00a045670\u00a01',
      required: 'Skriv inn Medicare-kortnummeret ditt',
      digits: 'Bruk bare sifre',
      tenDigits: 'Et Medicare-kortnummer har 10 sifre',
      invalid: 'Dette er ikke et gyldig Medicare-kortnummer. Sjekk de 10 sifrene på kortet ditt',
    },
    referenceNumber: {
      label: 'Individuelt referansenummer',
      hint: 'Tallet ved siden av navnet ditt på kortet, fra 1 til 9',
      required: 'Skriv inn det individuelle referansenummeret ditt',
      format: 'Skriv inn det ene tallet ved siden av navnet ditt, fra 1 til 9',
    },
    colour: {
      label: 'Kortets farge',
      green: 'Grønt',
      blue: 'Blått',
      yellow: 'Gult',
      required: 'Velg fargen på kortet ditt',
    },
    validTo: {
      label: 'Gyldig til',
      hint: 'Slik det står på kortet ditt',
      hintGreen: 'Slik det står på kortet ditt: MM/ÅÅÅÅ, for eksempel 03/2029',
      hintOther: 'Slik det står på kortet ditt: DD/MM/ÅÅ, for eksempel 31/05/27',
      required: 'Skriv inn datoen kortet ditt er gyldig til',
      formatGreen: 'Skriv inn datoen slik den står på et grønt kort: MM/ÅÅÅÅ',
      formatOther: 'Skriv inn datoen slik den står på kortet ditt: DD/MM/ÅÅ',
      invalidDate: 'Skriv inn en dato som finnes',
      expired: 'Kortet har utløpt. Bruk et gyldig kort eller velg et annet dokument',
      tooFar: 'Sjekk årstallet: det er for langt frem i tid',
    },
    nameOnCard: {
      label: 'Navn på kortet',
      hint: 'Nøyaktig slik det står på kortet ditt, med eventuelle initialer',
      required: 'Skriv inn navnet ditt slik det står på kortet',
      tooLong: 'Navnet på et Medicare-kort har maks {max|int} tegn. Skriv det inn slik det er trykt',
    },
    firstName: {
      label: 'Fornavn',
      required: 'Skriv inn fornavnet ditt',
    },
    middleName: {
      label: 'Mellomnavn (valgfritt)',
      hint: 'Bare hvis det står på ID-en din',
    },
    lastName: {
      label: 'Etternavn',
      required: 'Skriv inn etternavnet ditt',
    },
    namesHint: 'Slik det står på ID-en din',
    characters: 'Bruk bare bokstaver, mellomrom, bindestreker og apostrofer',
    tooLong: 'Bruk maks {max|int} tegn',
    rejected: 'Sjekk denne opplysningen: den stemmer ikke med dokumentet',
  },
  formats: {
    digits: '{count|int} sifre',
    digitsUpTo: 'opptil {max|int} sifre',
    digitsRange: '{min|int} til {max|int} sifre',
    characters: '{count|int} bokstaver eller sifre',
    charactersUpTo: 'opptil {max|int} bokstaver eller sifre',
    charactersRange: '{min|int} til {max|int} bokstaver eller sifre',
  },
  loading: {
    title: 'Vi sjekker ID-en din',
    estimate: 'Dette tar vanligvis noen sekunder.',
  },
  verified: {
    title: 'Takk!',
    body: 'ID-dokumentet ditt er bekreftet.',
    next: 'For å bli ferdig trenger vi ett ID-dokument til, av en annen type.',
  },
  failure: {
    technicalIssue: {
      title: 'Vi kan ikke sjekke ID-en din akkurat nå',
      description: 'Noe gikk galt hos oss. Prøv igjen senere eller velg en annen betalingsmåte.',
      button: 'Tilbake til kassen',
      customerService: 'kundeservice',
    },
    sessionTimeout: {
      title: 'Oisann, tiden rant ut',
      description: 'ID-sjekken tok for lang tid. Gå tilbake til kassen og prøv igjen.',
      button: 'Tilbake til kassen',
    },
    verify: {
      title: 'Vi kunne ikke bekrefte ID-en din',
      description:
        'Opplysningene du skrev inn, stemmer ikke med det som er registrert for dette dokumentet. Gå tilbake til kassen og prøv igjen, eller velg en annen betalingsmåte.',
      button: 'Tilbake til kassen',
      customerService: 'kundeservice',
    },
    invalidAddress: {
      title: 'Vi kunne ikke bekrefte adressen din',
      description: 'Adressen du oppga, stemmer ikke med det vi har registrert. Sjekk den og prøv igjen.',
      button: 'Endre adresse',
      customerService: 'kundeservice',
    },
    userNotFound: {
      title: 'Vi fant ikke opplysningene dine',
      description: 'Vi fant ingen registrering som stemmer med navnet og adressen din. Sjekk adressen og prøv igjen.',
      button: 'Endre adresse',
      customerService: 'kundeservice',
    },
  },
  customerServiceUrl: 'https://www.provider.com/{market}/customer-service/',
  cancel: {
    title: 'Vil du avbryte ID-sjekken?',
    warning: 'Hvis du avbryter nå, blir ikke kjøpet ditt godkjent.',
  },
} satisfies NamespaceIdCheckTranslation

export default nb_idCheck
