import type { NamespaceBankLoginTranslation } from '../../i18n-types.ts'

const nb_bankLogin = {
  start: {
    title: 'Logg inn i banken din',
    lead: 'Logg inn i banken din, så vi kan bekrefte identiteten din.',
    noSave: 'Vi lagrer ikke innloggingsopplysningene dine.',
    encrypted: 'Bare slapp av. Dataene dine er kryptert og beskyttet.',
    suggested: 'Du logger inn i {bankName}.',
    consent:
      'Når du fortsetter, gir du oss tilgang til kontoopplysningene dine i banken i opptil 90 dager, slik at vi kan bekrefte identiteten din.',
    consentMore:
      'Vi leser navnet, adressen og fødselsdatoen din og opplysningene om kontoen din, og sammenligner dem med opplysningene du har gitt oss. Vi flytter ingen penger og deler ikke innloggingsopplysningene dine med noen.',
    consentUk: 'Vi leser bare transaksjoner fra de siste 90 dagene, ikke lenger tilbake.',
    why: 'Hvorfor spør vi?',
  },
  why: {
    title: 'Hvorfor ber vi deg logge inn i banken din?',
    body: 'Banken din vet allerede hvem du er. Å logge inn der er en rask og trygg måte å bekrefte identiteten din på, uten å sende dokumenter eller bilder.',
    safety:
      'Du logger inn via en sikker, kryptert forbindelse. Vi ser eller lagrer aldri passordet eller PIN-koden din, og vi kan ikke gjøre betalinger fra kontoen din.',
  },
  selection: {
    title: 'Finn banken din',
    country: 'Land',
    search: 'Navn på bank, IBAN eller BIC',
    searchHint: 'For eksempel Deutsche Bank, DEUTDEBBXXX eller IBAN-nummeret ditt.',
    minChars: 'Skriv inn minst tre tegn',
    searching: 'Søker…',
    results: '{count|int} {{bank funnet|banker funnet}}. Velg en med piltastene.',
    noResults: 'Fant ingen banker. Sjekk stavemåten, eller prøv BIC eller IBAN-nummeret ditt.',
    ibanTyping: 'Et IBAN-nummer fra dette landet har {expected|int} tegn. Du har skrevet inn {length|int}.',
    ibanLength: 'Et IBAN-nummer fra dette landet har {expected|int} tegn. Sjekk det.',
    ibanChecksum: 'Dette IBAN-nummeret er ikke gyldig. Sjekk det for skrivefeil.',
    ibanCountry: 'Vi kan ikke koble til banker i landet til dette IBAN-nummeret.',
    countryChanged: 'Banker i: {country}.',
    searchFailed: 'Vi kunne ikke søke etter banker akkurat nå. Prøv igjen.',
    tryAgain: 'Søk igjen',
    notListed: 'Banken min er ikke på listen',
    connecting: 'Kobler til {bankName}…',
    selectFailed: 'Vi kunne ikke koble til {bankName}. Prøv igjen, eller velg en annen bank.',
    startFailed: 'Vi kunne ikke starte innloggingen i banken. Prøv igjen.',
  },
  countries: {
    DE: 'Tyskland',
    AT: 'Østerrike',
    BE: 'Belgia',
    IT: 'Italia',
    NL: 'Nederland',
    PL: 'Polen',
    ES: 'Spania',
    SE: 'Sverige',
    CH: 'Sveits',
    GB: 'Storbritannia',
  },
  creds: {
    title: 'Logg inn i {selectedBank}',
    lead: 'Bruk opplysningene du logger inn i nettbanken til {selectedBank} med.',
    fields: {
      userId: 'Bruker-ID',
      username: 'Brukernavn',
      customerNumber: 'Kundenummer',
      contractNumber: 'Avtalenummer',
      pin: 'PIN-kode',
      password: 'Passord',
    },
    required: 'Fyll ut dette feltet.',
    submit: 'Logg inn',
    wrong: 'Innloggingsopplysningene stemmer ikke. Sjekk dem og prøv igjen.',
    attemptsLeft: 'Du har {count|int} {{forsøk|forsøk}} igjen.',
    blocked: 'Banken din har sperret innloggingen etter for mange forsøk. Velg en annen bank eller en annen metode.',
    failed: 'Vi kunne ikke logge deg inn. Prøv igjen.',
    dismissed: 'Innloggingen ble ikke godkjent i bankappen. Logg inn på nytt.',
  },
  code: {
    title: 'Skriv inn koden fra banken din',
    lead: '{selectedBank} har sendt deg en engangskode på SMS eller i appen.',
    label: 'Kode fra banken din',
    verifying: 'Sjekker koden…',
    wrong: 'Koden stemmer ikke. Prøv igjen.',
    failed: 'Vi kunne ikke sjekke koden. Prøv igjen.',
  },
  app: {
    title: 'Godkjenn i bankappen',
    lead: 'Åpne appen til {selectedBank} på telefonen din og godkjenn innloggingen der.',
    waiting: 'Venter på godkjenningen din…',
    estimate: 'Dette tar vanligvis under ett minutt.',
  },
  verify: {
    title: 'Vi bekrefter identiteten din',
    lead: 'Vi sjekker opplysningene dine hos {selectedBank}.',
    estimate: 'Dette tar vanligvis bare noen sekunder.',
    readingAccount: 'Leser kontoopplysningene dine …',
  },
  report: {
    title: 'Fortell oss om banken din',
    lead: 'Vi legger stadig til nye banker. Fortell oss hvilken bank du bruker, så ser vi om vi kan legge den til.',
    label: 'Navnet på banken din',
    required: 'Skriv inn navnet på banken din.',
    send: 'Send inn',
    failed: 'Vi kunne ikke melde fra om banken som mangler. Prøv igjen.',
  },
  reported: {
    title: 'Takk!',
    body: 'Vi har notert at du vil bruke {bankName}. Velg foreløpig en annen bank eller en annen måte å bekrefte identiteten din på.',
  },
  otherBank: 'Velg en annen bank',
  yourBank: 'banken din',
  failure: {
    userMismatch: {
      title: 'Kontoinnehaveren stemmer ikke',
      description: 'Bankkontoen du logget inn på, tilhører noen andre. Logg inn på din egen bankkonto.',
      button: 'Tilbake til valgene',
    },
    insufficientInfo: {
      title: 'Banken din delte ikke nok opplysninger',
      description:
        'Vi kunne ikke bekrefte identiteten din med opplysningene banken din delte. Prøv en annen bank eller en annen betalingsmåte.',
      button: 'Tilbake til valgene',
    },
    incompleteVerification: {
      title: 'Innloggingen i banken ble ikke fullført',
      description:
        'Vi fikk ikke alt vi trenger fra banken din. Gå tilbake til kassen for å begynne på nytt, eller velg en annen betalingsmåte.',
      button: 'Tilbake til kassen',
    },
    technicalIssue: {
      title: 'Vi fikk ikke kontakt med banken din',
      description: 'Noe gikk galt da vi koblet til {bankName}. Prøv igjen senere, eller velg en annen betalingsmåte.',
      button: 'Tilbake til kassen',
    },
    sessionTimeout: {
      title: 'Oi, tiden gikk ut',
      description:
        'Innloggingen i banken tok for lang tid. Gå tilbake til kassen for å prøve igjen, eller velg en annen metode.',
      button: 'Tilbake til kassen',
    },
  },
  cancel: {
    title: 'Vil du avbryte innloggingen i banken?',
    warning: 'Hvis du avbryter nå, blir ikke kjøpet ditt godkjent.',
  },
} satisfies NamespaceBankLoginTranslation

export default nb_bankLogin
