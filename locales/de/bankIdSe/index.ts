import type { NamespaceBankIdSeTranslation } from '../../i18n-types.ts'

const de_bankIdSe = {
  title: 'Identifiziere dich mit Mobile BankID',
  intro:
    'Bestätige mit Mobile BankID, dass du es bist. Öffne die App auf diesem Gerät oder scanne mit BankID auf einem anderen Gerät einen QR-Code.',
  thisDevice: 'BankID auf diesem Gerät öffnen',
  otherDevice: 'BankID auf einem anderen Gerät nutzen',
  noBankId: 'Du hast keine Mobile BankID?',
  openTitle: 'Öffne BankID',
  openApp: 'BankID-App öffnen',
  qrTitle: 'Scanne den QR-Code',
  qrInstructions: 'Öffne die BankID-App auf deinem anderen Gerät, tippe auf das QR-Code-Symbol und scanne diesen Code.',
  qrLabel: 'QR-Code für BankID. Scanne ihn mit der BankID-App auf deinem anderen Gerät.',
  continueTitle: 'Mach in der BankID-App weiter',
  finishTitle: 'Schließe die Identifizierung ab',
  failedTitle: 'Die Identifizierung hat nicht geklappt',
  tryAgain: 'Erneut versuchen',
  startFailed: 'Wir konnten BankID nicht starten. Bitte versuche es noch einmal.',
  hints: {
    rfa1: 'Starte deine BankID-App.',
    rfa3: 'Vorgang abgebrochen. Bitte versuche es noch einmal.',
    rfa6: 'Vorgang abgebrochen.',
    rfa8: 'Die BankID-App reagiert nicht. Bitte prüfe, ob sie gestartet ist und ob du eine Internetverbindung hast. Wenn du keine gültige BankID hast, bekommst du eine bei deiner Bank. Versuche es noch einmal.',
    rfa9: 'Gib deinen Sicherheitscode in der BankID-App ein und wähle „Identifizieren“.',
    rfa13: 'Wir versuchen, deine BankID-App zu starten.',
    rfa15:
      'BankID wird gesucht, das kann einen Moment dauern… Wenn nach ein paar Sekunden immer noch keine BankID gefunden wurde, hast du auf diesem Gerät wahrscheinlich keine BankID, die für diese Identifizierung verwendet werden kann. Wenn du keine BankID hast, bekommst du eine bei deiner Bank.',
    rfa16:
      'Die BankID, die du verwenden möchtest, ist gesperrt oder zu alt. Bitte verwende eine andere BankID oder hol dir eine neue bei deiner Bank.',
    rfa17:
      'Die BankID-App wurde auf deinem Computer oder Mobilgerät nicht gefunden. Bitte installiere sie und hol dir eine BankID bei deiner Bank. Installiere die App aus deinem App-Store oder über https://install.bankid.com.',
    rfa21: 'Identifizierung läuft.',
    rfa22: 'Unbekannter Fehler. Bitte versuche es noch einmal.',
  },
  failure: {
    unattainable: {
      title: 'Wir konnten BankID nicht erreichen',
      description: 'BankID antwortet gerade nicht. Bitte schließe den Kauf mit einer anderen Methode ab.',
      button: 'Zurück zur Auswahl',
    },
    tooManyAttempts: {
      title: 'Zu viele Versuche',
      description: 'Du hast es zu oft mit BankID versucht. Bitte schließe den Kauf mit einer anderen Methode ab.',
      button: 'Zurück zur Auswahl',
    },
    sessionTimeout: {
      title: 'Hoppla, die Zeit ist abgelaufen',
      description:
        'Die Identifizierung mit BankID hat zu lange gedauert. Bitte versuche es noch einmal oder wähle eine andere Methode.',
      button: 'Zurück zur Auswahl',
    },
    userInteraction: {
      title: 'Die Identifizierung wurde abgebrochen',
      description: 'Bitte identifiziere dich mit Mobile BankID oder wähle eine andere Methode.',
      button: 'Zurück zur Auswahl',
    },
    userNotTrusted: {
      title: 'Wir konnten dich nicht mit BankID verifizieren',
      description: 'Bitte identifiziere dich mit Mobile BankID oder wähle eine andere Methode.',
      button: 'Zurück zur Auswahl',
    },
    bankIdIssue: {
      title: 'BankID funktioniert gerade nicht',
      description:
        'Es gibt gerade ein Problem mit BankID. Bitte versuche es später noch einmal oder wähle eine andere Methode.',
      button: 'Zurück zur Auswahl',
    },
  },
  cancel: {
    title: 'Identifizierung mit BankID abbrechen?',
    warning: 'Wenn du jetzt abbrichst, wird dein Kauf nicht genehmigt.',
  },
} satisfies NamespaceBankIdSeTranslation

export default de_bankIdSe
