import type { NamespaceIdFailureTranslation } from '../../i18n-types.ts'

const de_idFailure = {
  failure: {
    technicalIssue: {
      title: 'Wir konnten deinen Ausweis gerade nicht verifizieren',
      description:
        'Bei uns ist etwas schiefgelaufen. Bitte versuche es später noch einmal oder wähle eine andere Zahlungsart.',
      button: 'Zurück zur Kasse',
    },
    technicalIssueWithContact: {
      title: 'Wir konnten deinen Ausweis gerade nicht verifizieren',
      description:
        'Bei uns ist etwas schiefgelaufen. Bitte versuche es später noch einmal oder wende dich an unseren Kundenservice: {contactTimes}.',
      button: 'Zurück zur Kasse',
    },
    sessionTimeout: {
      title: 'Hoppla, die Zeit ist abgelaufen',
      description:
        'Die Verifizierung deines Ausweises hat zu lange gedauert. Bitte geh zurück zur Kasse und versuche es noch einmal.',
      button: 'Zurück zur Kasse',
    },
    sessionTimeoutWithContact: {
      title: 'Hoppla, die Zeit ist abgelaufen',
      description:
        'Die Verifizierung deines Ausweises hat zu lange gedauert. Bitte versuche es noch einmal oder wende dich an unseren Kundenservice: {contactTimes}.',
      button: 'Zurück zur Kasse',
    },
    networkIssue: {
      title: 'Internetverbindung unterbrochen',
      description:
        'Deine Verbindung wurde während der Verifizierung deines Ausweises unterbrochen. Bitte prüfe deine Internetverbindung und versuche es noch einmal.',
      button: 'Zurück zur Kasse',
    },
    networkIssueWithContact: {
      title: 'Internetverbindung unterbrochen',
      description:
        'Deine Verbindung wurde während der Verifizierung deines Ausweises unterbrochen. Bitte versuche es noch einmal oder wende dich an unseren Kundenservice: {contactTimes}.',
      button: 'Zurück zur Kasse',
    },
    invalidAddress: {
      title: 'Wir konnten deine Adresse nicht bestätigen',
      description:
        'Die Adresse auf deinem Ausweis stimmt nicht mit der Adresse überein, die du an der Kasse angegeben hast. Bitte prüfe deine Adresse und versuche es noch einmal.',
      button: 'Zurück zur Kasse',
    },
    invalidAddressWithContact: {
      title: 'Wir konnten deine Adresse nicht bestätigen',
      description:
        'Die Adresse auf deinem Ausweis stimmt nicht mit der Adresse überein, die du an der Kasse angegeben hast. Wenn du Hilfe brauchst, wende dich an unseren Kundenservice: {contactTimes}.',
      button: 'Zurück zur Kasse',
    },
    invalidDocument: {
      title: 'Wir konnten dieses Dokument nicht akzeptieren',
      description:
        'Bitte verwende einen gültigen, nicht abgelaufenen Ausweis mit gut lesbarem Ablaufdatum und achte auf ein scharfes Bild ohne Spiegelungen.',
      button: 'Zurück zur Kasse',
    },
    invalidDocumentWithContact: {
      title: 'Wir konnten dieses Dokument nicht akzeptieren',
      description:
        'Bitte verwende einen gültigen, nicht abgelaufenen Ausweis und achte auf ein scharfes Bild ohne Spiegelungen. Wenn du Hilfe brauchst, wende dich an unseren Kundenservice: {contactTimes}.',
      button: 'Zurück zur Kasse',
    },
    userNotTrusted: {
      title: 'Leider konnten wir deine Identität nicht bestätigen',
      description: 'Bitte wähle eine andere Zahlungsart, um den Kauf abzuschließen.',
      button: 'Zurück zur Kasse',
    },
    userNotTrustedWithContact: {
      title: 'Leider konnten wir deine Identität nicht bestätigen',
      description: 'Bitte wähle eine andere Zahlungsart oder wende dich an unseren Kundenservice: {contactTimes}.',
      button: 'Zurück zur Kasse',
    },
  },
} satisfies NamespaceIdFailureTranslation

export default de_idFailure
