import type { NamespaceVeriffTranslation } from '../../i18n-types.ts'

const nb_veriff = {
  title: 'Bekreft identiteten din med Veriff',
  intro: 'Partneren vår Veriff sjekker ID-dokumentet ditt og et bilde av ansiktet ditt. Det gjør du i Veriffs vindu.',
  need: 'Dette trenger du',
  needId: 'Et gyldig ID-dokument',
  needCamera: 'En mobil eller datamaskin med kamera',
  start: 'Start bekreftelsen',
  estimate: 'Det tar vanligvis noen minutter.',
  verifyEstimate: 'Det tar vanligvis et minutt eller to.',
  cancel: {
    title: 'Vil du avbryte bekreftelsen med Veriff?',
    warning: 'Hvis du avbryter nå, blir ikke kjøpet ditt godkjent.',
  },
} satisfies NamespaceVeriffTranslation

export default nb_veriff
