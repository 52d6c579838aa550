import type { NamespaceBureauCheckTranslation } from '../../i18n-types.ts'

const sv_bureauCheck = {
  consent:
    'Genom att trycka på Godkänn och fortsätt godkänner du att vi får lämna ut dina personuppgifter till ett kreditupplysningsföretag för att verifiera din identitet, i enlighet med lagen. Om du inte godkänner kan du verifiera din identitet på ett annat sätt.',
  wait: {
    lead: 'Vi verifierar dina övriga uppgifter.',
    estimate: 'Det tar upp till 10 sekunder.',
    longer: 'Det tar lite längre tid än vanligt. Låt fönstret vara öppet.',
    preparingScan: 'Förbereder skanningen av din id-handling och selfie…',
  },
  startFailed: 'Vi kunde inte börja kontrollera dina uppgifter. Försök igen.',
  retry: {
    title: 'Vi kan inte verifiera din identitet',
    lead: 'Dubbelkolla dina uppgifter. Om du har ett mellannamn eller fler än ett efternamn, lägg till dem också.',
    givenNames: 'Förnamn',
    givenNamesHint: 'Med eventuella mellannamn',
    lastNames: 'Efternamn',
    lastNamesHint: 'Alla dina efternamn, om du har fler än ett',
    dateOfBirth: 'Födelsedatum',
    dateOfBirthHint: 'Till exempel 27 3 1985',
    day: 'Dag',
    month: 'Månad',
    year: 'År',
    confirm: 'Bekräfta',
    sendFailed: 'Vi kunde inte skicka dina uppgifter. Försök igen.',
  },
  errors: {
    givenNamesRequired: 'Ange ditt förnamn',
    lastNamesRequired: 'Ange ditt efternamn',
    characters: 'Använd bara bokstäver, mellanslag, bindestreck och apostrofer',
    tooLong: 'Använd högst {max|int} tecken',
    dateRequired: 'Ange ditt födelsedatum',
    dateIncomplete: 'Ange ditt födelsedatum med dag, månad och år',
    dateYear: 'Ange ditt födelseår med fyra siffror, till exempel 1985',
    dateInvalid: 'Födelsedatumet måste vara ett datum som finns',
    dateFuture: 'Ditt födelsedatum måste ligga bakåt i tiden',
    dateTooOld: 'Kontrollera året i ditt födelsedatum',
    rejected: 'Kontrollera den här uppgiften',
  },
  cancel: {
    title: 'Vill du avbryta identitetskontrollen?',
    warning: 'Om du avbryter nu godkänns inte ditt köp.',
  },
} satisfies NamespaceBureauCheckTranslation

export default sv_bureauCheck
