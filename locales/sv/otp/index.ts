import type { NamespaceOtpTranslation } from '../../i18n-types.ts'

const sv_otp = {
  introTitle: 'Bekräfta att det är du',
  introTitleNamed: 'Bekräfta att det är du, {customerName}',
  introPhone: 'Vi skickar en sexsiffrig kod via sms till mobilnumret du angav i butiken.',
  introPhoneNumber: 'Vi skickar en sexsiffrig kod via sms till {phoneNumber}.',
  introEmail: 'Vi skickar en sexsiffrig kod till e-postadressen du angav i butiken.',
  sendCode: 'Skicka kod',
  sending: 'Skickar koden…',
  entryTitle: 'Ange den sexsiffriga koden',
  codeLabel: 'Ange den sexsiffriga koden här',
  sentTo: 'Vi har skickat en kod till {contactDetail}.',
  arrivalHint: 'Det kan ta upp till 20 sekunder innan koden kommer fram.',
  resend: 'Skicka en ny kod',
  resendIn: 'Du kan få en ny kod om {seconds|int} {{sekund|sekunder}}.',
  resent: 'Vi har skickat en ny kod till dig.',
  verifying: 'Kontrollerar koden…',
  wrongCode: 'Hoppsan! Koden stämmer inte.',
  wrongCodeAgain: 'Du har angett fel kod. Försök igen.',
  attemptsLeft: 'Du har {count|int} {{försök|försök}} kvar.',
  ratesApply: 'Avgifter för sms och datatrafik kan tillkomma.',
  sendFailed: 'Vi kunde inte skicka koden. Försök igen.',
  checkFailed: 'Vi kunde inte kontrollera koden. Försök igen.',
  tooSoon: 'Det är för tidigt att skicka en ny kod.',
  changeNumber: 'Ändra telefonnummer',
  sendoutDelays: 'Utskicken av verifieringskoder är försenade just nu. Försök igen senare.',
  sendErrors: {
    networkIssue:
      'Vi fick ingen kontakt med nätverket och kunde inte skicka koden. Kontrollera din anslutning och försök igen.',
    sessionTimeout: 'Din session har gått ut. Gå tillbaka till kassan och börja om.',
    technicalIssue: 'Något gick fel hos oss och vi kunde inte skicka koden. Försök igen.',
    invalidRecipient: 'Vi kunde inte skicka någon kod till {contactDetail}. Kontrollera att uppgiften stämmer.',
    voipIsBlocked: 'Vi kan inte skicka koder till nummer för IP-telefoni. Använd ett mobilnummer.',
    landlineIsBlocked: 'Vi kan inte skicka koder till fasta telefonnummer. Använd ett mobilnummer.',
    geofenceUnsupportedCountry:
      'Vi kan inte skicka koder till telefonnummer från det här landet. Använd ett annat nummer.',
  },
  failure: {
    tooManyAttempts: {
      title: 'Du har gjort fler försök än tillåtet',
      description:
        'För att skydda dig kan vi inte ta emot fler koder. Välj ett annat betalsätt för att slutföra köpet.',
      button: 'Tillbaka till kassan',
    },
  },
  cancel: {
    title: 'Vill du avbryta bekräftelsen?',
    warning: 'Utan koden kan vi inte godkänna ditt köp.',
  },
} satisfies NamespaceOtpTranslation

export default sv_otp
