import type { NamespaceBureauCheckTranslation } from '../../i18n-types.ts'

const da_bureauCheck = {
  consent:
    'Når du trykker på Accepter og fortsæt, accepterer du, at vi må videregive dine personoplysninger til et kreditoplysningsbureau for at bekræfte din identitet, som loven kræver. Hvis du ikke accepterer, kan du bekræfte din identitet på en anden måde.',
  wait: {
    lead: 'Vi bekræfter dine øvrige oplysninger.',
    estimate: 'Det tager op til 10 sekunder.',
    longer: 'Det tager lidt længere tid end normalt. Lad vinduet være åbent.',
    preparingScan: 'Forbereder scanningen af dit dokument og din selfie…',
  },
  startFailed: 'Vi kunne ikke begynde at tjekke dine oplysninger. Prøv igen.',
  retry: {
    title: 'Vi kan ikke bekræfte din identitet',
    lead: 'Dobbelttjek dine oplysninger. Hvis du har et mellemnavn eller mere end ét efternavn, så tilføj dem også.',
    givenNames: 'Fornavn(e)',
    givenNamesHint: 'Med eventuelle mellemnavne',
    lastNames: 'Efternavn(e)',
    lastNamesHint: 'Alle dine efternavne, hvis du har flere',
    dateOfBirth: 'Fødselsdato',
    dateOfBirthHint: 'For eksempel 27 3 1985',
    day: 'Dag',
    month: 'Måned',
    year: 'År',
    confirm: 'Bekræft',
    sendFailed: 'Vi kunne ikke sende dine oplysninger. Prøv igen.',
  },
  errors: {
    givenNamesRequired: 'Indtast dit fornavn',
    lastNamesRequired: 'Indtast dit efternavn',
    characters: 'Brug kun bogstaver, mellemrum, bindestreger og apostroffer',
    tooLong: 'Brug højst {max|int} tegn',
    dateRequired: 'Indtast din fødselsdato',
    dateIncomplete: 'Indtast din fødselsdato med dag, måned og år',
    dateYear: 'Indtast dit fødselsår med fire cifre, for eksempel 1985',
    dateInvalid: 'Fødselsdatoen skal være en dato, der findes',
    dateFuture: 'Din fødselsdato skal ligge i fortiden',
    dateTooOld: 'Tjek årstallet i din fødselsdato',
    rejected: 'Tjek denne oplysning',
  },
  cancel: {
    title: 'Vil du afbryde identitetstjekket?',
    warning: 'Hvis du afbryder nu, bliver dit køb ikke godkendt.',
  },
} satisfies NamespaceBureauCheckTranslation

export default da_bureauCheck
