import type { NamespaceOtpTranslation } from '../../i18n-types.ts'

const ro_otp = {
  introTitle: 'Confirmați-vă identitatea',
  introTitleNamed: 'Confirmați-vă identitatea, {customerName}',
  introPhone: 'Vă vom trimite prin SMS un cod din 6 cifre la numărul de mobil pe care l-ați comunicat magazinului.',
  introPhoneNumber: 'Vă vom trimite prin SMS un cod din 6 cifre la numărul {phoneNumber}.',
  introEmail: 'Vă vom trimite un cod din 6 cifre la adresa de e-mail pe care ați comunicat-o magazinului.',
  sendCode: 'Trimiteți codul',
  sending: 'Se trimite codul…',
  entryTitle: 'Introduceți codul din 6 cifre',
  codeLabel: 'Introduceți aici codul din 6 cifre',
  sentTo: 'Am trimis un cod la {contactDetail}.',
  arrivalHint: 'Primirea codului poate dura până la 20 de secunde.',
  resend: 'Trimiteți un cod nou',
  resendIn: 'Puteți solicita un cod nou peste {seconds|int} {{|secundă||secunde||de secunde}}.',
  resent: 'V-am trimis un cod nou.',
  verifying: 'Se verifică codul…',
  wrongCode: 'Ups! Codul nu este corect.',
  wrongCodeAgain: 'Ați introdus un cod greșit. Încercați din nou.',
  attemptsLeft: 'Mai aveți {count|int} {{|încercare||încercări||de încercări}}.',
  ratesApply: 'Se pot aplica tarife pentru mesaje și date.',
  sendFailed: 'Nu am putut trimite codul. Încercați din nou.',
  checkFailed: 'Nu am putut verifica codul. Încercați din nou.',
  tooSoon: 'Este încă prea devreme pentru un cod nou.',
  changeNumber: 'Modificați numărul de telefon',
  sendoutDelays: 'Momentan, codurile de verificare ajung cu întârziere. Încercați din nou mai târziu.',
  sendErrors: {
    networkIssue:
      'Nu ne-am putut conecta la rețea pentru a vă trimite codul. Verificați conexiunea și încercați din nou.',
    sessionTimeout: 'Sesiunea a expirat. Reveniți la finalizarea comenzii și începeți din nou.',
    technicalIssue: 'Am întâmpinat o problemă tehnică și nu v-am putut trimite codul. Încercați din nou.',
    invalidRecipient: 'Nu am putut trimite un cod la {contactDetail}. Verificați dacă datele sunt corecte.',
    voipIsBlocked: 'Nu putem trimite coduri la numere de telefonie prin internet. Folosiți un număr de mobil.',
    landlineIsBlocked: 'Nu putem trimite coduri la numere de telefonie fixă. Folosiți un număr de mobil.',
    geofenceUnsupportedCountry: 'Nu putem trimite coduri la numere de telefon din această țară. Folosiți alt număr.',
  },
  failure: {
    tooManyAttempts: {
      title: 'Ați depășit numărul de încercări permise',
      description:
        'Pentru siguranța dumneavoastră, nu mai putem accepta alte coduri. Alegeți altă metodă de plată pentru a finaliza comanda.',
      button: 'Înapoi la finalizarea comenzii',
    },
  },
  cancel: {
    title: 'Renunțați la confirmarea identității?',
    warning: 'Fără cod, nu putem aproba comanda.',
  },
} satisfies NamespaceOtpTranslation

export default ro_otp
