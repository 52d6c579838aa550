import type { NamespaceOtpTranslation } from '../../i18n-types.ts'

const de_otp = {
  introTitle: 'Bestätige, dass du es bist',
  introTitleNamed: 'Bestätige, dass du es bist, {customerName}',
  introPhone:
    'Wir schicken dir einen 6-stelligen Bestätigungscode per SMS an die Handynummer, die du im Shop angegeben hast.',
  introPhoneNumber: 'Wir schicken dir einen 6-stelligen Bestätigungscode per SMS an {phoneNumber}.',
  introEmail:
    'Wir schicken dir einen 6-stelligen Bestätigungscode an die E-Mail-Adresse, die du im Shop angegeben hast.',
  sendCode: 'Code senden',
  sending: 'Code wird gesendet…',
  entryTitle: 'Gib den 6-stelligen Code ein',
  codeLabel: 'Gib hier den 6-stelligen Code ein',
  sentTo: 'Wir haben einen Code an {contactDetail} gesendet.',
  arrivalHint: 'Es kann bis zu 20 Sekunden dauern, bis der Code ankommt.',
  resend: 'Neuen Code senden',
  resendIn: 'Du kannst in {seconds|int} {{Sekunde|Sekunden}} einen neuen Code anfordern.',
  resent: 'Wir haben dir einen neuen Code gesendet.',
  verifying: 'Code wird geprüft…',
  wrongCode: 'Hoppla! Der Code ist falsch.',
  wrongCodeAgain: 'Du hast einen falschen Code eingegeben. Bitte versuche es noch einmal.',
  attemptsLeft: 'Du hast noch {count|int} {{Versuch|Versuche}}.',
  ratesApply: 'Es können Kosten für SMS und mobile Daten anfallen.',
  sendFailed: 'Wir konnten den Code nicht senden. Bitte versuche es noch einmal.',
  checkFailed: 'Wir konnten den Code nicht prüfen. Bitte versuche es noch einmal.',
  tooSoon: 'Für einen neuen Code ist es noch zu früh.',
  changeNumber: 'Telefonnummer ändern',
  sendoutDelays:
    'Beim Versand von Bestätigungscodes kommt es gerade zu Verzögerungen. Bitte versuche es später noch einmal.',
  sendErrors: {
    networkIssue:
      'Wir konnten keine Verbindung zum Netzwerk herstellen, um deinen Code zu senden. Bitte prüfe deine Verbindung und versuche es noch einmal.',
    sessionTimeout: 'Deine Sitzung ist abgelaufen. Bitte geh zurück zur Kasse und fang noch einmal von vorn an.',
    technicalIssue:
      'Bei uns ist etwas schiefgelaufen, daher konnten wir deinen Code nicht senden. Bitte versuche es noch einmal.',
    invalidRecipient: 'Wir konnten keinen Code an {contactDetail} senden. Bitte prüfe, ob die Angabe stimmt.',
    voipIsBlocked: 'An Internet-Telefonnummern können wir keine Codes senden. Bitte verwende eine Handynummer.',
    landlineIsBlocked: 'An Festnetznummern können wir keine Codes senden. Bitte verwende eine Handynummer.',
    geofenceUnsupportedCountry:
      'An Telefonnummern aus diesem Land können wir keine Codes senden. Bitte verwende eine andere Nummer.',
  },
  failure: {
    tooManyAttempts: {
      title: 'Du hast die zulässige Anzahl an Versuchen überschritten',
      description:
        'Zu deiner Sicherheit können wir keine weiteren Codes annehmen. Bitte wähle eine andere Zahlungsart, um den Kauf abzuschließen.',
      button: 'Zurück zur Kasse',
    },
  },
  cancel: {
    title: 'Bestätigung abbrechen?',
    warning: 'Ohne den Code können wir deinen Kauf nicht genehmigen.',
  },
} satisfies NamespaceOtpTranslation

export default de_otp
