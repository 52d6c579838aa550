import type { NamespaceOtpTranslation } from '../../i18n-types.ts'

const nb_otp = {
  introTitle: 'Bekreft at det er deg',
  introTitleNamed: 'Bekreft at det er deg, {customerName}',
  introPhone: 'Vi sender en sekssifret kode på SMS til mobilnummeret du oppga til butikken.',
  introPhoneNumber: 'Vi sender en sekssifret kode på SMS til {phoneNumber}.',
  introEmail: 'Vi sender en sekssifret kode til e-postadressen du oppga til butikken.',
  sendCode: 'Send kode',
  sending: 'Sender koden …',
  entryTitle: 'Skriv inn den sekssifrede koden',
  codeLabel: 'Skriv inn den sekssifrede koden her',
  sentTo: 'Vi har sendt en kode til {contactDetail}.',
  arrivalHint: 'Det kan ta opptil 20 sekunder før koden kommer.',
  resend: 'Send ny kode',
  resendIn: 'Du kan få en ny kode om {seconds|int} {{sekund|sekunder}}.',
  resent: 'Vi har sendt deg en ny kode.',
  verifying: 'Sjekker koden …',
  wrongCode: 'Oisann! Det var feil kode.',
  wrongCodeAgain: 'Du har skrevet inn feil kode. Prøv igjen.',
  attemptsLeft: 'Du har {count|int} {{forsøk|forsøk}} igjen.',
  ratesApply: 'Det kan påløpe kostnader for SMS og data.',
  sendFailed: 'Vi kunne ikke sende koden. Prøv igjen.',
  checkFailed: 'Vi kunne ikke sjekke koden. Prøv igjen.',
  tooSoon: 'Det er for tidlig å sende en ny kode.',
  changeNumber: 'Endre telefonnummer',
  sendoutDelays: 'Det er forsinkelser på utsendingen av engangskoder akkurat nå. Prøv igjen senere.',
  sendErrors: {
    networkIssue:
      'Vi fikk ikke kontakt med nettverket og kunne ikke sende koden. Sjekk forbindelsen din og prøv igjen.',
    sessionTimeout: 'Økten din utløp. Gå tilbake til kassen og start på nytt.',
    technicalIssue: 'Noe gikk galt hos oss, så vi fikk ikke sendt koden. Prøv igjen.',
    invalidRecipient: 'Vi kunne ikke sende en kode til {contactDetail}. Sjekk at det stemmer.',
    voipIsBlocked: 'Vi kan ikke sende koder til nettbaserte telefonnumre. Bruk et mobilnummer.',
    landlineIsBlocked: 'Vi kan ikke sende koder til fasttelefonnumre. Bruk et mobilnummer.',
    geofenceUnsupportedCountry: 'Vi kan ikke sende koder til telefonnumre fra dette landet. Bruk et annet nummer.',
  },
  failure: {
    tooManyAttempts: {
      title: 'Du har nådd grensen for antall forsøk',
      description:
        'Av hensyn til sikkerheten din kan vi ikke ta imot flere koder. Velg en annen betalingsmåte for å fullføre kjøpet.',
      button: 'Tilbake til kassen',
    },
  },
  cancel: {
    title: 'Vil du avbryte bekreftelsen?',
    warning: 'Uten koden kan vi ikke godkjenne kjøpet ditt.',
  },
} satisfies NamespaceOtpTranslation

export default nb_otp
