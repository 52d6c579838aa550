import type { NamespaceOtpTranslation } from '../../i18n-types.ts'

const da_otp = {
  introTitle: 'Bekræft at det er dig',
  introTitleNamed: 'Bekræft at det er dig, {customerName}',
  introPhone: 'Vi sender en 6-cifret kode på sms til det mobilnummer du har oplyst til butikken.',
  introPhoneNumber: 'Vi sender en 6-cifret kode på sms til {phoneNumber}.',
  introEmail: 'Vi sender en 6-cifret kode til den e-mailadresse du har oplyst til butikken.',
  sendCode: 'Send kode',
  sending: 'Sender koden…',
  entryTitle: 'Indtast den 6-cifrede kode',
  codeLabel: 'Indtast den 6-cifrede kode her',
  sentTo: 'Vi har sendt en kode til {contactDetail}.',
  arrivalHint: 'Der kan gå op til 20 sekunder før koden kommer frem.',
  resend: 'Send en ny kode',
  resendIn: 'Du kan få en ny kode om {seconds|int} {{sekund|sekunder}}.',
  resent: 'Vi har sendt dig en ny kode.',
  verifying: 'Tjekker koden…',
  wrongCode: 'Ups! Koden er forkert.',
  wrongCodeAgain: 'Du har indtastet en forkert kode. Prøv igen.',
  attemptsLeft: 'Du har {count|int} {{forsøg|forsøg}} tilbage.',
  ratesApply: 'Der kan forekomme udgifter til sms og data.',
  sendFailed: 'Vi kunne ikke sende koden. Prøv igen.',
  checkFailed: 'Vi kunne ikke tjekke koden. Prøv igen.',
  tooSoon: 'Det er for tidligt at sende en ny kode.',
  changeNumber: 'Skift telefonnummer',
  sendoutDelays: 'Der er i øjeblikket forsinkelser på afsendelse af bekræftelseskoder. Prøv igen senere.',
  sendErrors: {
    networkIssue: 'Vi kunne ikke få forbindelse til netværket og sende din kode. Tjek din forbindelse og prøv igen.',
    sessionTimeout: 'Din session er udløbet. Gå tilbage til kassen og start forfra.',
    technicalIssue: 'Noget gik galt hos os, så vi kunne ikke sende din kode. Prøv igen.',
    invalidRecipient: 'Vi kunne ikke sende en kode til {contactDetail}. Tjek at oplysningen er rigtig.',
    voipIsBlocked: 'Vi kan ikke sende koder til IP-telefonnumre. Brug et mobilnummer.',
    landlineIsBlocked: 'Vi kan ikke sende koder til fastnetnumre. Brug et mobilnummer.',
    geofenceUnsupportedCountry: 'Vi kan ikke sende koder til telefonnumre fra dette land. Brug et andet nummer.',
  },
  failure: {
    tooManyAttempts: {
      title: 'Du har overskredet det tilladte antal forsøg',
      description:
        'Af hensyn til din sikkerhed kan vi ikke modtage flere koder. Vælg en anden betalingsmetode for at gennemføre købet.',
      button: 'Tilbage til kassen',
    },
  },
  cancel: {
    title: 'Vil du afbryde bekræftelsen?',
    warning: 'Uden koden kan vi ikke godkende dit køb.',
  },
} satisfies NamespaceOtpTranslation

export default da_otp
