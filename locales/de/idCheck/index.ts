import type { NamespaceIdCheckTranslation } from '../../i18n-types.ts'

const de_idCheck = {
  document: {
    title: 'Bestätige deinen Ausweis',
    lead: 'Vor deinem Kauf müssen wir eines deiner Ausweisdokumente prüfen. Das dauert meist weniger als 2 Minuten und ist nur einmal nötig.',
    secondTitle: 'Noch ein Ausweis',
    secondLead:
      'Zum Abschluss brauchen wir noch ein Ausweisdokument, und zwar eine andere Art als das eben bestätigte.',
    typeLegend: 'Welchen Ausweis möchtest du verwenden?',
    types: {
      driverLicence: 'Führerschein',
      passport: 'Reisepass',
      medicare: 'Medicare-Karte',
    },
    submit: 'Ausweis prüfen',
    rejected:
      'Wir konnten dieses Dokument nicht bestätigen. Bitte prüfe, ob alle Angaben genau so eingegeben sind, wie sie darauf stehen, oder wähle ein anderes Dokument.',
    attemptsLeft: 'Du hast noch {count|int} {{Versuch|Versuche}}.',
    sendFailed: 'Wir konnten deine Angaben nicht senden. Bitte versuche es noch einmal.',
  },
  fields: {
    state: {
      label: 'Ausstellender Bundesstaat oder ausstellendes Territorium',
      choose: 'Bundesstaat oder Territorium wählen',
      required: 'Wähle den Bundesstaat oder das Territorium, der bzw. das deinen Führerschein ausgestellt hat',
    },
    licenceNumber: {
      label: 'Führerscheinnummer',
      hint: 'So, wie sie auf deinem Führerschein steht',
      hintFormat: 'So, wie sie auf deinem Führerschein steht: {format}',
      required: 'Gib deine Führerscheinnummer ein',
      format: 'Führerscheinnummern aus {state} haben {format}',
    },
    cardNumber: {
      label: 'Kartennummer',
      hint: 'Sie ändert sich mit jeder neuen Führerscheinkarte',
      hintFront: 'Auf der Vorderseite deiner Führerscheinkarte: {format}',
      hintBack: 'Auf der Rückseite deiner Führerscheinkarte: {format}',
      hintEither: 'Auf der Vorder- oder Rückseite deiner Führerscheinkarte: {format}',
      required: 'Gib die Kartennummer deines Führerscheins ein',
      format: 'Kartennummern von Führerscheinen aus {state} haben {format}',
    },
    nzLicenceNumber: {
      hint: 'Zwei Buchstaben und sechs Ziffern (5a auf deinem Führerschein), zum Beispiel AB123456',
      format: 'Gib zwei Buchstaben und sechs Ziffern ein, zum Beispiel AB123456',
    },
    version: {
      label: 'Versionsnummer',
      hint: 'Drei Ziffern (5b auf deinem Führerschein). Sie ändert sich mit jedem neuen Führerschein',
      required: 'Gib die Versionsnummer deines Führerscheins ein',
      format: 'Gib die drei Ziffern der Version ein, zum Beispiel 123',
    },
    country: {
      label: 'Ausstellungsland',
      required: 'Wähle das Land, das deinen Reisepass ausgestellt hat',
    },
    passportNumber: {
      label: 'Reisepassnummer',
      hint: 'So, wie sie in deinem Reisepass steht',
      hintExample: 'So, wie sie in deinem Reisepass steht, zum Beispiel {example}',
      required: 'Gib deine Reisepassnummer ein',
      format: 'Gib die Reisepassnummer so ein, wie sie gedruckt ist, zum Beispiel {example}',
      formatOther: 'Gib die Reisepassnummer so ein, wie sie gedruckt ist: 5 bis 9 Buchstaben oder Ziffern',
    },
    medicareNumber: {
      label: 'Medicare-Kartennummer',
      hint: 'Die 10 Ziffern auf deiner Karte, zum Beispiel 2123\u00a045670\u00a01',
      required: 'Gib deine Medicare-Kartennummer ein',
      digits: 'Verwende nur Ziffern',
      tenDigits: 'Eine Medicare-Kartennummer hat 10 Ziffern',
      invalid: 'Das ist keine gültige Medicare-Kartennummer. Prüfe die 10 Ziffern auf deiner Karte',
    },
    referenceNumber: {
      label: 'Individuelle Referenznummer',
      hint: 'Die Zahl neben deinem Namen auf der Karte, von 1 bis 9',
      required: 'Gib deine individuelle Referenznummer ein',
      format: 'Gib die eine Zahl neben deinem Namen ein, von 1 bis 9',
    },
    colour: {
      label: 'Farbe der Karte',
      green: 'Grün',
      blue: 'Blau',
      yellow: 'Gelb',
      required: 'Wähle die Farbe deiner Karte',
    },
    validTo: {
      label: 'Gültig bis',
      hint: 'So, wie es auf deiner Karte steht',
      hintGreen: 'So, wie es auf deiner Karte steht: MM/JJJJ, zum Beispiel 03/2029',
      hintOther: 'So, wie es auf deiner Karte steht: TT/MM/JJ, zum Beispiel 31/05/27',
      required: 'Gib das Datum ein, bis zu dem deine Karte gültig ist',
      formatGreen: 'Gib das Datum so ein, wie es auf einer grünen Karte steht: MM/JJJJ',
      formatOther: 'Gib das Datum so ein, wie es auf deiner Karte steht: TT/MM/JJ',
      invalidDate: 'Gib ein Datum ein, das es gibt',
      expired: 'Diese Karte ist abgelaufen. Bitte verwende eine gültige Karte oder wähle ein anderes Dokument',
      tooFar: 'Prüfe das Jahr: Es liegt zu weit in der Zukunft',
    },
    nameOnCard: {
      label: 'Name auf der Karte',
      hint: 'Genau so, wie er auf deiner Karte steht, mit allen Initialen',
      required: 'Gib deinen Namen so ein, wie er auf deiner Karte steht',
      tooLong: 'Der Name auf einer Medicare-Karte hat höchstens {max|int} Zeichen. Gib ihn so ein, wie er gedruckt ist',
    },
    firstName: {
      label: 'Vorname',
      required: 'Gib deinen Vornamen ein',
    },
    middleName: {
      label: 'Zweiter Vorname (optional)',
      hint: 'Nur wenn er auf deinem Ausweis steht',
    },
    lastName: {
      label: 'Nachname',
      required: 'Gib deinen Nachnamen ein',
    },
    namesHint: 'So, wie er auf deinem Ausweis steht',
    characters: 'Verwende nur Buchstaben, Leerzeichen, Bindestriche und Apostrophe',
    tooLong: 'Verwende höchstens {max|int} Zeichen',
    rejected: 'Bitte prüfe diese Angabe: Sie stimmt nicht mit dem Dokument überein',
  },
  formats: {
    digits: '{count|int} Ziffern',
    digitsUpTo: 'bis zu {max|int} Ziffern',
    digitsRange: '{min|int} bis {max|int} Ziffern',
    characters: '{count|int} Buchstaben oder Ziffern',
    charactersUpTo: 'bis zu {max|int} Buchstaben oder Ziffern',
    charactersRange: '{min|int} bis {max|int} Buchstaben oder Ziffern',
  },
  loading: {
    title: 'Wir prüfen deinen Ausweis',
    estimate: 'Das dauert meist nur ein paar Sekunden.',
  },
  verified: {
    title: 'Vielen Dank!',
    body: 'Dein Ausweisdokument wurde bestätigt.',
    next: 'Zum Abschluss brauchen wir noch ein Ausweisdokument einer anderen Art.',
  },
  failure: {
    technicalIssue: {
      title: 'Wir konnten deinen Ausweis gerade nicht prüfen',
      description:
        'Bei uns ist etwas schiefgelaufen. Bitte versuche es später noch einmal oder wähle eine andere Zahlungsart.',
      button: 'Zurück zur Kasse',
      customerService: 'unseren Kundenservice',
    },
    sessionTimeout: {
      title: 'Hoppla, die Zeit ist abgelaufen',
      description: 'Die Ausweisprüfung hat zu lange gedauert. Bitte geh zurück zur Kasse und versuche es noch einmal.',
      button: 'Zurück zur Kasse',
    },
    verify: {
      title: 'Wir konnten deinen Ausweis nicht verifizieren',
      description:
        'Die eingegebenen Angaben stimmen nicht mit den Daten zu diesem Dokument überein. Bitte geh zurück zur Kasse und versuche es noch einmal oder wähle eine andere Zahlungsart.',
      button: 'Zurück zur Kasse',
      customerService: 'unseren Kundenservice',
    },
    invalidAddress: {
      title: 'Wir konnten deine Adresse nicht bestätigen',
      description:
        'Die angegebene Adresse stimmt nicht mit unseren Daten überein. Bitte prüfe sie und versuche es noch einmal.',
      button: 'Adresse ändern',
      customerService: 'unseren Kundenservice',
    },
    userNotFound: {
      title: 'Wir konnten deine Daten nicht finden',
      description:
        'Wir haben keinen Eintrag gefunden, der zu deinem Namen und deiner Adresse passt. Bitte prüfe deine Adresse und versuche es noch einmal.',
      button: 'Adresse ändern',
      customerService: 'unseren Kundenservice',
    },
  },
  customerServiceUrl: 'https://www.provider.com/{market}/customer-service/',
  cancel: {
    title: 'Ausweisprüfung abbrechen?',
    warning: 'Wenn du jetzt abbrichst, wird dein Kauf nicht genehmigt.',
  },
} satisfies NamespaceIdCheckTranslation

export default de_idCheck
