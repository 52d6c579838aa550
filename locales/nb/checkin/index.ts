import type { NamespaceCheckinTranslation } from '../../i18n-types.ts'

const nb_checkin = {
  title: 'Bekreft identiteten din med Checkin.com',
  intro:
    'Partneren vår Checkin.com sjekker ID-dokumentet ditt og et bilde av ansiktet ditt, og forteller oss resultatet.',
  need: 'Dette trenger du',
  needId: 'Et gyldig ID-dokument',
  needCamera: 'En mobil eller datamaskin med kamera',
  consent:
    'Ved å trykke på Godta og fortsett godtar du at Checkin.com behandler ID-dokumentet og bildet ditt for å bekrefte identiteten din for oss.',
  estimate: 'Det tar vanligvis noen minutter.',
  verifyEstimate: 'Bekreftelsen tar under 2 minutter.',
  cancel: {
    title: 'Vil du avbryte innsjekkingen?',
    warning: 'Hvis du avbryter nå, blir ikke kjøpet ditt godkjent.',
  },
} satisfies NamespaceCheckinTranslation

export default nb_checkin
