import type { NamespaceBankLoginTranslation } from '../../i18n-types.ts'

const da_bankLogin = {
  start: {
    title: 'Log ind i din bank',
    lead: 'Log ind i din bank, så vi kan bekræfte din identitet.',
    noSave: 'Vi gemmer ikke dine loginoplysninger.',
    encrypted: 'Bare rolig. Dine data er krypterede og beskyttede.',
    suggested: 'Du logger ind i {bankName}.',
    consent:
      'Når du fortsætter, giver du os adgang til dine kontooplysninger i din bank i op til 90 dage, så vi kan bekræfte din identitet.',
    consentMore:
      'Vi læser dit navn, din adresse, din fødselsdato og oplysningerne om din konto og sammenligner dem med de oplysninger, du har givet os. Vi flytter ingen penge og deler ikke dine loginoplysninger med nogen.',
    consentUk: 'Vi læser kun transaktioner fra højst de seneste 90 dage.',
    why: 'Hvorfor spørger vi?',
  },
  why: {
    title: 'Hvorfor beder vi dig logge ind i din bank?',
    body: 'Din bank ved allerede, hvem du er. At logge ind der er en hurtig og sikker måde at bekræfte din identitet på – uden at sende dokumenter eller billeder.',
    safety:
      'Du logger ind via en sikker, krypteret forbindelse. Vi ser og gemmer aldrig din adgangskode eller pinkode, og vi kan ikke foretage betalinger fra din konto.',
  },
  selection: {
    title: 'Find din bank',
    country: 'Land',
    search: 'Bankens navn, IBAN eller BIC',
    searchHint: 'For eksempel Deutsche Bank, DEUTDEBBXXX eller dit IBAN.',
    minChars: 'Indtast mindst tre tegn',
    searching: 'Søger…',
    results: '{count|int} {{bank fundet|banker fundet}}. Vælg en med piletasterne.',
    noResults: 'Ingen banker fundet. Tjek stavemåden, eller prøv med BIC eller dit IBAN.',
    ibanTyping: 'Et IBAN fra dette land har {expected|int} tegn. Du har indtastet {length|int}.',
    ibanLength: 'Et IBAN fra dette land har {expected|int} tegn. Tjek det venligst.',
    ibanChecksum: 'Dette IBAN er ikke gyldigt. Tjek det for tastefejl.',
    ibanCountry: 'Vi kan ikke oprette forbindelse til banker i dette IBAN’s land.',
    countryChanged: 'Banker i: {country}.',
    searchFailed: 'Vi kunne ikke søge efter banker lige nu. Prøv igen.',
    tryAgain: 'Søg igen',
    notListed: 'Min bank er ikke på listen',
    connecting: 'Opretter forbindelse til {bankName}…',
    selectFailed: 'Vi kunne ikke oprette forbindelse til {bankName}. Prøv igen, eller vælg en anden bank.',
    startFailed: 'Vi kunne ikke starte login i banken. Prøv igen.',
  },
  countries: {
    DE: 'Tyskland',
    AT: 'Østrig',
    BE: 'Belgien',
    IT: 'Italien',
    NL: 'Nederlandene',
    PL: 'Polen',
    ES: 'Spanien',
    SE: 'Sverige',
    CH: 'Schweiz',
    GB: 'Storbritannien',
  },
  creds: {
    title: 'Log ind i {selectedBank}',
    lead: 'Brug de oplysninger, du bruger til netbanken i {selectedBank}.',
    fields: {
      userId: 'Bruger-id',
      username: 'Brugernavn',
      customerNumber: 'Kundenummer',
      contractNumber: 'Aftalenummer',
      pin: 'Pinkode',
      password: 'Adgangskode',
    },
    required: 'Udfyld dette felt.',
    submit: 'Log ind',
    wrong: 'Loginoplysningerne er ikke korrekte. Tjek dem, og prøv igen.',
    attemptsLeft: 'Du har {count|int} {{forsøg|forsøg}} tilbage.',
    blocked: 'Din bank har spærret login efter for mange forsøg. Vælg en anden bank eller en anden metode.',
    failed: 'Vi kunne ikke logge dig ind. Prøv igen.',
    dismissed: 'Login blev ikke godkendt i din banks app. Log ind igen.',
  },
  code: {
    title: 'Indtast koden fra din bank',
    lead: '{selectedBank} har sendt dig en engangskode via sms eller i appen.',
    label: 'Kode fra din bank',
    verifying: 'Koden kontrolleres…',
    wrong: 'Koden er ikke korrekt. Prøv igen.',
    failed: 'Vi kunne ikke kontrollere koden. Prøv igen.',
  },
  app: {
    title: 'Godkend i din banks app',
    lead: 'Åbn appen fra {selectedBank} på din telefon, og godkend login der.',
    waiting: 'Venter på din godkendelse…',
    estimate: 'Det tager som regel under et minut.',
  },
  verify: {
    title: 'Vi bekræfter din identitet',
    lead: 'Vi tjekker dine oplysninger hos {selectedBank}.',
    estimate: 'Det tager som regel kun et par sekunder.',
    readingAccount: 'Læser dine kontooplysninger…',
  },
  report: {
    title: 'Fortæl os om din bank',
    lead: 'Vi tilføjer hele tiden nye banker. Fortæl os, hvilken bank du bruger, så ser vi på, om vi kan tilføje den.',
    label: 'Din banks navn',
    required: 'Indtast navnet på din bank.',
    send: 'Indsend',
    failed: 'Den manglende bank kunne ikke indberettes. Prøv igen.',
  },
  reported: {
    title: 'Tak!',
    body: 'Vi har noteret, at du gerne vil bruge {bankName}. Vælg indtil videre en anden bank eller en anden måde at bekræfte din identitet på.',
  },
  otherBank: 'Vælg en anden bank',
  yourBank: 'din bank',
  failure: {
    userMismatch: {
      title: 'Kontohaveren stemmer ikke overens',
      description: 'Bankkontoen, du loggede ind på, tilhører en anden. Log ind på din egen bankkonto.',
      button: 'Tilbage til valgmulighederne',
    },
    insufficientInfo: {
      title: 'Din bank delte ikke nok oplysninger',
      description:
        'Vi kunne ikke bekræfte din identitet med de oplysninger, din bank delte. Prøv en anden bank eller en anden betalingsmetode.',
      button: 'Tilbage til valgmulighederne',
    },
    incompleteVerification: {
      title: 'Login i banken blev ikke afsluttet',
      description:
        'Vi fik ikke alt det, vi har brug for, fra din bank. Gå tilbage til kassen for at starte forfra, eller vælg en anden betalingsmetode.',
      button: 'Tilbage til kassen',
    },
    technicalIssue: {
      title: 'Vi kunne ikke oprette forbindelse til din bank',
      description:
        'Noget gik galt, da vi oprettede forbindelse til {bankName}. Prøv igen senere, eller vælg en anden betalingsmetode.',
      button: 'Tilbage til kassen',
    },
    sessionTimeout: {
      title: 'Ups, tiden løb ud',
      description:
        'Login i banken tog for lang tid. Gå tilbage til kassen for at prøve igen, eller vælg en anden metode.',
      button: 'Tilbage til kassen',
    },
  },
  cancel: {
    title: 'Vil du stoppe login i din bank?',
    warning: 'Hvis du stopper nu, bliver dit køb ikke godkendt.',
  },
} satisfies NamespaceBankLoginTranslation

export default da_bankLogin
