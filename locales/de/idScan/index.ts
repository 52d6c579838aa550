import type { NamespaceIdScanTranslation } from '../../i18n-types.ts'

const de_idScan = {
  failure: {
    technicalIssue: {
      title: 'Wir konnten deinen Ausweis gerade nicht verifizieren',
      description: 'Bei uns ist etwas schiefgelaufen. Bitte versuche es später noch einmal oder wähle eine andere Zahlungsart.',
      button: 'Zurück zur Kasse',
    },
    technicalIssueWithContact: {
      title: 'Wir konnten deinen Ausweis gerade nicht verifizieren',
      description: 'Bei uns ist etwas schiefgelaufen. Bitte versuche es später noch einmal oder wende dich an unseren Kundenservice: per Chat Mo.–So. 9–17 Uhr, telefonisch Mo.–Fr. 9–17 Uhr.',
      button: 'Zurück zur Kasse',
    },
    sessionTimeout: {
      title: 'Hoppla, die Zeit ist abgelaufen',
      description: 'Die Verifizierung deines Ausweises hat zu lange gedauert. Bitte geh zurück zur Kasse und versuche es noch einmal.',
      button: 'Zurück zur Kasse',
    },
    sessionTimeoutWithContact: {
      title: 'Hoppla, die Zeit ist abgelaufen',
      description: 'Die Verifizierung deines Ausweises hat zu lange gedauert. Bitte versuche es noch einmal oder wende dich an unseren Kundenservice: per Chat Mo.–So. 9–17 Uhr, telefonisch Mo.–Fr. 9–17 Uhr.',
      button: 'Zurück zur Kasse',
    },
    networkIssue: {
      title: 'Internetverbindung unterbrochen',
      description: 'Deine Verbindung wurde während der Verifizierung deines Ausweises unterbrochen. Bitte prüfe deine Internetverbindung und versuche es noch einmal.',
      button: 'Erneut versuchen',
    },
    networkIssueWithContact: {
      title: 'Internetverbindung unterbrochen',
      description: 'Deine Verbindung wurde während der Verifizierung deines Ausweises unterbrochen. Bitte versuche es noch einmal oder wende dich an unseren Kundenservice: per Chat Mo.–So. 9–17 Uhr, telefonisch Mo.–Fr. 9–17 Uhr.',
      button: 'Erneut versuchen',
    },
    invalidAddress: {
      title: 'Wir konnten deine Adresse nicht bestätigen',
      description: 'Die Adresse auf deinem Ausweis stimmt nicht mit der Adresse überein, die du an der Kasse angegeben hast. Bitte prüfe deine Adresse und versuche es noch einmal.',
      button: 'Zurück zur Kasse',
    },
    invalidAddressWithContact: {
      title: 'Wir konnten deine Adresse nicht bestätigen',
      description: 'Die Adresse auf deinem Ausweis stimmt nicht mit der Adresse überein, die du an der Kasse angegeben hast. Wenn du Hilfe brauchst, wende dich an unseren Kundenservice: per Chat Mo.–So. 9–17 Uhr, telefonisch Mo.–Fr. 9–17 Uhr.',
      button: 'Zurück zur Kasse',
    },
    invalidDocument: {
      title: 'Wir konnten dieses Dokument nicht akzeptieren',
      description: 'Bitte verwende einen gültigen, nicht abgelaufenen Ausweis mit gut lesbarem Ablaufdatum und achte auf ein scharfes Bild ohne Spiegelungen.',
      button: 'Erneut versuchen',
    },
    invalidDocumentWithContact: {
      title: 'Wir konnten dieses Dokument nicht akzeptieren',
      description: 'Bitte verwende einen gültigen, nicht abgelaufenen Ausweis und achte auf ein scharfes Bild ohne Spiegelungen. Wenn du Hilfe brauchst, wende dich an unseren Kundenservice: per Chat Mo.–So. 9–17 Uhr, telefonisch Mo.–Fr. 9–17 Uhr.',
      button: 'Erneut versuchen',
    },
    userNotTrusted: {
      title: 'Leider konnten wir deine Identität nicht bestätigen',
      description: 'Bitte wähle eine andere Zahlungsart, um den Kauf abzuschließen.',
      button: 'Zurück zur Kasse',
    },
    userNotTrustedWithContact: {
      title: 'Leider konnten wir deine Identität nicht bestätigen',
      description: 'Bitte wähle eine andere Zahlungsart oder wende dich an unseren Kundenservice: per Chat Mo.–So. 9–17 Uhr, telefonisch Mo.–Fr. 9–17 Uhr.',
      button: 'Zurück zur Kasse',
    },
    userMismatch: {
      title: 'Der Ausweis passt nicht zu deinen Angaben',
      description: 'Der Name auf deinem Ausweis stimmt nicht mit dem Namen überein, den du an der Kasse angegeben hast. Bitte verwende deinen eigenen Ausweis.',
      button: 'Erneut versuchen',
    },
    idNumberMissing: {
      title: 'Wir konnten die Ausweisnummer nicht lesen',
      description: 'Bitte scanne ein Dokument, auf dem deine Ausweisnummer gut lesbar ist.',
      button: 'Erneut versuchen',
    },
    idNumberMismatch: {
      title: 'Die Ausweisnummer stimmt nicht überein',
      description: 'Die Ausweisnummer auf deinem Dokument stimmt nicht mit der Nummer überein, die du angegeben hast. Bitte prüfe sie und versuche es noch einmal.',
      button: 'Erneut versuchen',
    },
  },
  cancel: {
    title: 'Ausweisverifizierung abbrechen?',
    warning: 'Wenn du jetzt abbrichst, wird dein Kauf nicht genehmigt. Du musst den Scan dann noch einmal von vorn beginnen.',
  },
} satisfies NamespaceIdScanTranslation

export default de_idScan
