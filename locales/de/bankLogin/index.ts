import type { NamespaceBankLoginTranslation } from '../../i18n-types.ts'

const de_bankLogin = {
  start: {
    title: 'Melde dich bei deiner Bank an',
    lead: 'Melde dich bei deiner Bank an, damit wir deine Identität bestätigen können.',
    noSave: 'Wir speichern deine Anmeldedaten nicht.',
    encrypted: 'Keine Sorge: Deine Daten sind verschlüsselt und geschützt.',
    suggested: 'Du meldest dich bei {bankName} an.',
    consent:
      'Wenn du fortfährst, erlaubst du uns, bis zu 90 Tage lang auf deine Kontoinformationen bei deiner Bank zuzugreifen, um deine Identität zu bestätigen.',
    consentMore:
      'Wir lesen deinen Namen, deine Adresse, dein Geburtsdatum und die Angaben zu deinem Konto und gleichen sie mit den Angaben ab, die du uns gemacht hast. Wir bewegen kein Geld und geben deine Anmeldedaten an niemanden weiter.',
    consentUk: 'Wir lesen nur Umsätze der letzten 90 Tage.',
    why: 'Warum fragen wir danach?',
  },
  why: {
    title: 'Warum sollst du dich bei deiner Bank anmelden?',
    body: 'Deine Bank weiß bereits, wer du bist. Die Anmeldung dort ist ein schneller und sicherer Weg, deine Identität zu bestätigen – ganz ohne Dokumente oder Fotos.',
    safety:
      'Du meldest dich über eine sichere, verschlüsselte Verbindung an. Wir sehen und speichern dein Passwort oder deine PIN nie und können keine Zahlungen von deinem Konto ausführen.',
  },
  selection: {
    title: 'Finde deine Bank',
    country: 'Land',
    search: 'Name der Bank, IBAN oder BIC',
    searchHint: 'Zum Beispiel Deutsche Bank, DEUTDEBBXXX oder deine IBAN.',
    minChars: 'Bitte gib mindestens drei Zeichen ein',
    searching: 'Suche läuft…',
    results: '{count|int} {{Bank gefunden|Banken gefunden}}. Wähle mit den Pfeiltasten eine aus.',
    noResults: 'Keine Bank gefunden. Prüfe die Schreibweise oder versuche es mit der BIC oder deiner IBAN.',
    ibanTyping: 'Eine IBAN aus diesem Land hat {expected|int} Zeichen. Du hast {length|int} eingegeben.',
    ibanLength: 'Eine IBAN aus diesem Land hat {expected|int} Zeichen. Bitte prüfe sie.',
    ibanChecksum: 'Diese IBAN ist ungültig. Bitte prüfe sie auf Tippfehler.',
    ibanCountry: 'Mit Banken aus dem Land dieser IBAN können wir uns nicht verbinden.',
    countryChanged: 'Banken in: {country}.',
    searchFailed: 'Die Bankensuche funktioniert gerade nicht. Bitte versuche es noch einmal.',
    tryAgain: 'Erneut suchen',
    notListed: 'Meine Bank ist nicht dabei',
    connecting: 'Verbindung zu {bankName} wird hergestellt…',
    selectFailed:
      'Wir konnten keine Verbindung zu {bankName} herstellen. Bitte versuche es noch einmal oder wähle eine andere Bank.',
    startFailed: 'Wir konnten die Anmeldung bei der Bank nicht starten. Bitte versuche es noch einmal.',
  },
  countries: {
    DE: 'Deutschland',
    AT: 'Österreich',
    BE: 'Belgien',
    IT: 'Italien',
    NL: 'Niederlande',
    PL: 'Polen',
    ES: 'Spanien',
    SE: 'Schweden',
    CH: 'Schweiz',
    GB: 'Vereinigtes Königreich',
  },
  creds: {
    title: 'Bei {selectedBank} anmelden',
    lead: 'Nutze die Zugangsdaten, mit denen du dich im Online-Banking von {selectedBank} anmeldest.',
    fields: {
      userId: 'Benutzerkennung',
      username: 'Benutzername',
      customerNumber: 'Kundennummer',
      contractNumber: 'Vertragsnummer',
      pin: 'Online-Banking-PIN',
      password: 'Passwort',
    },
    required: 'Bitte fülle dieses Feld aus.',
    submit: 'Anmelden',
    wrong: 'Diese Anmeldedaten stimmen nicht. Bitte prüfe sie und versuche es noch einmal.',
    attemptsLeft: 'Du hast noch {count|int} {{Versuch|Versuche}}.',
    blocked:
      'Deine Bank hat die Anmeldung nach zu vielen Versuchen gesperrt. Bitte wähle eine andere Bank oder eine andere Methode.',
    failed: 'Wir konnten dich nicht anmelden. Bitte versuche es noch einmal.',
    dismissed: 'Die Anmeldung wurde in der App deiner Bank nicht bestätigt. Bitte melde dich noch einmal an.',
  },
  code: {
    title: 'Gib den Code deiner Bank ein',
    lead: '{selectedBank} hat dir einen Einmalcode per SMS oder in der App geschickt.',
    label: 'Code deiner Bank',
    verifying: 'Code wird geprüft…',
    wrong: 'Dieser Code stimmt nicht. Bitte versuche es noch einmal.',
    failed: 'Wir konnten den Code nicht prüfen. Bitte versuche es noch einmal.',
  },
  app: {
    title: 'In der App deiner Bank bestätigen',
    lead: 'Öffne die App von {selectedBank} auf deinem Handy und bestätige dort die Anmeldung.',
    waiting: 'Wir warten auf deine Bestätigung…',
    estimate: 'Das dauert meist weniger als eine Minute.',
  },
  verify: {
    title: 'Deine Identität wird bestätigt',
    lead: 'Wir gleichen deine Angaben mit {selectedBank} ab.',
    estimate: 'Das dauert meist nur ein paar Sekunden.',
    readingAccount: 'Wir lesen deine Kontodaten…',
  },
  report: {
    title: 'Nenne uns deine Bank',
    lead: 'Wir nehmen laufend neue Banken auf. Sag uns, welche Bank du nutzt, und wir prüfen, ob wir sie hinzufügen können.',
    label: 'Name deiner Bank',
    required: 'Bitte gib den Namen deiner Bank ein.',
    send: 'Senden',
    failed: 'Die nicht unterstützte Bank konnte nicht gemeldet werden. Bitte versuche es noch einmal.',
  },
  reported: {
    title: 'Vielen Dank!',
    body: 'Wir haben notiert, dass du {bankName} nutzen möchtest. Bitte wähle für jetzt eine andere Bank oder eine andere Art der Bestätigung.',
  },
  otherBank: 'Andere Bank wählen',
  yourBank: 'deiner Bank',
  failure: {
    userMismatch: {
      title: 'Der Kontoinhaber stimmt nicht überein',
      description:
        'Das Bankkonto, mit dem du dich angemeldet hast, gehört jemand anderem. Bitte melde dich mit deinem eigenen Bankkonto an.',
      button: 'Zurück zur Auswahl',
    },
    insufficientInfo: {
      title: 'Deine Bank hat nicht genug Informationen übermittelt',
      description:
        'Mit den Angaben, die deine Bank übermittelt hat, konnten wir deine Identität nicht bestätigen. Bitte versuche es mit einer anderen Bank oder wähle eine andere Zahlungsart.',
      button: 'Zurück zur Auswahl',
    },
    incompleteVerification: {
      title: 'Die Anmeldung bei deiner Bank wurde nicht abgeschlossen',
      description:
        'Wir haben von deiner Bank nicht alles erhalten, was wir brauchen. Bitte geh zurück zur Kasse, um neu zu beginnen, oder wähle eine andere Zahlungsart.',
      button: 'Zurück zur Kasse',
    },
    technicalIssue: {
      title: 'Wir konnten keine Verbindung zu deiner Bank herstellen',
      description:
        'Bei der Verbindung zu {bankName} ist etwas schiefgelaufen. Bitte versuche es später noch einmal oder wähle eine andere Zahlungsart.',
      button: 'Zurück zur Kasse',
    },
    sessionTimeout: {
      title: 'Hoppla, die Zeit ist abgelaufen',
      description:
        'Die Anmeldung bei deiner Bank hat zu lange gedauert. Bitte geh zurück zur Kasse, um es noch einmal zu versuchen, oder wähle eine andere Methode.',
      button: 'Zurück zur Kasse',
    },
  },
  cancel: {
    title: 'Anmeldung bei deiner Bank abbrechen?',
    warning: 'Wenn du jetzt abbrichst, wird dein Kauf nicht genehmigt.',
  },
} satisfies NamespaceBankLoginTranslation

export default de_bankLogin
