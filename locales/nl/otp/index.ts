import type { NamespaceOtpTranslation } from '../../i18n-types.ts'

const nl_otp = {
  introTitle: 'Bevestig dat jij het bent',
  introTitleNamed: 'Bevestig dat jij het bent, {customerName}',
  introPhone:
    'We sturen je per sms een 6-cijferige verificatiecode naar het mobiele nummer dat je bij de winkel hebt opgegeven.',
  introPhoneNumber: 'We sturen je per sms een 6-cijferige verificatiecode naar {phoneNumber}.',
  introEmail: 'We sturen je een 6-cijferige verificatiecode naar het e-mailadres dat je bij de winkel hebt opgegeven.',
  sendCode: 'Code versturen',
  sending: 'Code wordt verstuurd…',
  entryTitle: 'Voer de 6-cijferige code in',
  codeLabel: 'Voer hier de 6-cijferige code in',
  sentTo: 'We hebben een code gestuurd naar {contactDetail}.',
  arrivalHint: 'Het kan tot 20 seconden duren voordat de code binnen is.',
  resend: 'Nieuwe code versturen',
  resendIn: 'Je kunt over {seconds|int} {{seconde|seconden}} een nieuwe code aanvragen.',
  resent: 'We hebben je een nieuwe code gestuurd.',
  verifying: 'Code wordt gecontroleerd…',
  wrongCode: 'Oeps! Die code klopt niet.',
  wrongCodeAgain: 'Je hebt een verkeerde code ingevoerd. Probeer het opnieuw.',
  attemptsLeft: 'Je hebt nog {count|int} {{poging|pogingen}} over.',
  ratesApply: 'Er kunnen kosten voor sms en mobiele data in rekening worden gebracht.',
  sendFailed: 'We konden de code niet versturen. Probeer het opnieuw.',
  checkFailed: 'We konden de code niet controleren. Probeer het opnieuw.',
  tooSoon: 'Het is nog te vroeg voor een nieuwe code.',
  changeNumber: 'Telefoonnummer wijzigen',
  sendoutDelays: 'Het versturen van verificatiecodes loopt op dit moment vertraging op. Probeer het later opnieuw.',
  sendErrors: {
    networkIssue:
      'We konden het netwerk niet bereiken om je code te versturen. Controleer je verbinding en probeer het opnieuw.',
    sessionTimeout: 'Je sessie is verlopen. Ga terug naar het afrekenen en begin opnieuw.',
    technicalIssue: 'Er ging bij ons iets mis, waardoor we je code niet konden versturen. Probeer het opnieuw.',
    invalidRecipient: 'We konden geen code sturen naar {contactDetail}. Controleer of dit klopt.',
    voipIsBlocked: 'We kunnen geen codes sturen naar internettelefoonnummers. Gebruik een mobiel nummer.',
    landlineIsBlocked: 'We kunnen geen codes sturen naar vaste telefoonnummers. Gebruik een mobiel nummer.',
    geofenceUnsupportedCountry:
      'We kunnen geen codes sturen naar telefoonnummers uit dit land. Gebruik een ander nummer.',
  },
  failure: {
    tooManyAttempts: {
      title: 'Je hebt het maximale aantal pogingen overschreden',
      description:
        'Voor je veiligheid kunnen we geen codes meer accepteren. Kies een andere betaalmethode om de aankoop af te ronden.',
      button: 'Terug naar afrekenen',
    },
  },
  cancel: {
    title: 'Stoppen met bevestigen?',
    warning: 'Zonder de code kunnen we je aankoop niet goedkeuren.',
  },
} satisfies NamespaceOtpTranslation

export default nl_otp
