import type { NamespaceKosmaIdTranslation } from '../../i18n-types.ts'

const nb_kosmaId = {
  title: 'Bekreft ID-en din med Kosma',
  intro: 'Partneren vår Kosma sjekker ID-dokumentet ditt og tar opp en kort selfievideo. Det gjør du i Kosmas vindu.',
  need: 'Dette trenger du',
  needId: 'Et gyldig pass, nasjonalt ID-kort eller førerkort',
  needCamera: 'En mobil eller datamaskin med kamera',
  needLight: 'Godt lys, uten gjenskinn på ID-en din',
  start: 'Start ID-bekreftelsen',
  estimate: 'Det tar vanligvis noen minutter.',
  verifyEstimate: 'Bekreftelsen tar under 3 minutter.',
  cancel: {
    title: 'Vil du avbryte ID-bekreftelsen?',
    warning: 'Hvis du avslutter nå, blir ikke kjøpet ditt godkjent. Du må starte ID-bekreftelsen på nytt.',
  },
} satisfies NamespaceKosmaIdTranslation

export default nb_kosmaId
