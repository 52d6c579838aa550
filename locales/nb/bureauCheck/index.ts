import type { NamespaceBureauCheckTranslation } from '../../i18n-types.ts'

const nb_bureauCheck = {
  consent:
    'Når du trykker på «Godta og fortsett», samtykker du til at vi kan utlevere personopplysningene dine til et kredittopplysningsbyrå for å bekrefte identiteten din, slik loven krever. Hvis du ikke godtar, kan du bekrefte identiteten din på en annen måte.',
  wait: {
    lead: 'Vi bekrefter de øvrige opplysningene dine.',
    estimate: 'Dette tar opptil 10 sekunder.',
    longer: 'Dette tar litt lengre tid enn vanlig. La vinduet være åpent.',
    preparingScan: 'Forbereder skanningen av dokumentet ditt og selfien …',
  },
  startFailed: 'Vi kunne ikke begynne å sjekke opplysningene dine. Prøv igjen.',
  retry: {
    title: 'Vi kan ikke bekrefte identiteten din',
    lead: 'Dobbeltsjekk opplysningene dine. Hvis du har et mellomnavn eller flere etternavn, legg til dem også.',
    givenNames: 'Fornavn',
    givenNamesHint: 'Med eventuelle mellomnavn',
    lastNames: 'Etternavn',
    lastNamesHint: 'Alle etternavnene dine, hvis du har flere',
    dateOfBirth: 'Fødselsdato',
    dateOfBirthHint: 'For eksempel 27 3 1985',
    day: 'Dag',
    month: 'Måned',
    year: 'År',
    confirm: 'Bekreft',
    sendFailed: 'Vi kunne ikke sende opplysningene dine. Prøv igjen.',
  },
  errors: {
    givenNamesRequired: 'Skriv inn fornavnet ditt',
    lastNamesRequired: 'Skriv inn etternavnet ditt',
    characters: 'Bruk bare bokstaver, mellomrom, bindestreker og apostrofer',
    tooLong: 'Bruk maks {max|int} tegn',
    dateRequired: 'Skriv inn fødselsdatoen din',
    dateIncomplete: 'Skriv inn fødselsdatoen din med dag, måned og år',
    dateYear: 'Skriv inn fødselsåret ditt med fire sifre, for eksempel 1985',
    dateInvalid: 'Fødselsdatoen må være en dato som finnes',
    dateFuture: 'Fødselsdatoen din må være tilbake i tid',
    dateTooOld: 'Sjekk årstallet i fødselsdatoen din',
    rejected: 'Sjekk denne opplysningen',
  },
  cancel: {
    title: 'Vil du avbryte identitetssjekken?',
    warning: 'Hvis du avbryter nå, blir ikke kjøpet ditt godkjent.',
  },
} satisfies NamespaceBureauCheckTranslation

export default nb_bureauCheck
