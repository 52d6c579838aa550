import type { Translation } from '../i18n-types.ts'

const de = {
  common: {
    close: 'Schließen',
    goBack: 'Zurück',
    continue: 'Weiter',
    tryAgain: 'Erneut versuchen',
    loading: 'Wird geladen…',
    ok: 'OK',
    gotIt: 'Alles klar',
    goBackToCheckout: 'Zurück zur Kasse',
    backToSelection: 'Zurück zur Auswahl',
    changeAddress: 'Adresse ändern',
    agreeAndContinue: 'Zustimmen und weiter',
    noThanks: 'Nein, danke',
    showMore: 'Mehr anzeigen',
    showLess: 'Weniger anzeigen',
    opensInNewWindow: '(öffnet sich in einem neuen Fenster)',
    privacyPolicy: 'Datenschutzerklärung',
  },
  dialog: {
    closeLabel: 'Schließen',
    backLabel: 'Zurück',
    logoLabel: 'Sichere Identitätsprüfung',
  },
  cancel: {
    title: 'Du bist dabei, die Verifizierung abzubrechen',
    warning: 'Wenn du jetzt abbrichst, wird dein Kauf nicht genehmigt.',
    warningMerchant: 'Wenn du jetzt abbrichst, wird deine Bestellung bei {merchant} nicht aufgegeben.',
    warningSignup: 'Wenn du jetzt abbrichst, können wir die Einrichtung deines Kontos nicht abschließen.',
    warningPhoneReset: 'Wenn du jetzt abbrichst, wird deine Telefonnummer nicht geändert.',
    return: 'Verifizierung fortsetzen',
    end: 'Verifizierung abbrechen',
  },
  consent: {
    title: 'Bestätige deine Identität',
    body: 'Indem du auf „Weiter“ tippst, stimmst du zu, dass wir deine personenbezogenen Daten an externe Stellen und Auskunfteien weitergeben dürfen, um deine Identität zu überprüfen, wie es gesetzlich vorgeschrieben ist.',
    privacyPolicy: 'Lies unsere Datenschutzerklärung',
    privacyUrl: 'https://www.provider.com/privacy/',
    continue: 'Weiter',
    agree: 'Zustimmen und weiter',
    decline: 'Nein, danke',
    declineHint: 'Wenn du nicht zustimmst, kannst du deine Identität auch auf andere Weise bestätigen.',
  },
  progress: {
    title: 'Bitte warten',
    doNotClose: 'Bitte schließe dieses Fenster nicht.',
  },
  network: {
    title: 'Internetverbindung unterbrochen',
    description: 'Bitte prüfe deine Internetverbindung und versuche es noch einmal.',
  },
  waiting: {
    reconnecting: 'Wir versuchen es weiter, bis du wieder online bist.',
  },
  method: {
    another: 'Andere Methode wählen',
  },
  fallback: {
    title: 'Diese Verifizierungsmethode ist nicht verfügbar',
    description:
      'Wir können deine Identität gerade nicht auf diese Weise bestätigen. Bitte geh zurück zur Kasse und wähle eine andere Zahlungsart.',
    button: 'Zurück zur Kasse',
  },
  success: {
    title: 'Alles erledigt',
    lead: 'Du kannst mit deinem Einkauf weitermachen.',
  },
  closing: {
    title: 'Einen Moment',
    lead: 'Wir bringen dich zurück zur Kasse.',
  },
  failure: {
    generic: {
      title: 'Wir konnten den Kauf nicht abschließen',
      description:
        'Keine Sorge: Du kannst es noch einmal versuchen oder eine andere Zahlungsart wählen, um den Kauf abzuschließen.',
      button: 'Zurück zur Kasse',
    },
    close: {
      title: 'Wir konnten den Kauf nicht abschließen',
      description:
        'Keine Sorge: Du kannst es noch einmal versuchen oder eine andere Zahlungsart wählen, um den Kauf abzuschließen.',
      button: 'Schließen',
    },
    sessionTimeout: {
      title: 'Hoppla, die Zeit ist abgelaufen',
      description:
        'Deine Sitzung ist aus Sicherheitsgründen abgelaufen. Bitte geh zurück zur Kasse und versuche es noch einmal.',
      button: 'Zurück zur Kasse',
    },
    userNotTrusted: {
      title: 'Leider konnten wir deine Identität nicht bestätigen',
      description: 'Bitte wähle eine andere Zahlungsart, um den Kauf abzuschließen.',
      button: 'Zurück zur Kasse',
    },
    networkIssue: {
      title: 'Internetverbindung unterbrochen',
      description: 'Bitte prüfe deine Internetverbindung und versuche es noch einmal.',
      button: 'Zurück zur Kasse',
    },
    signup: {
      title: 'Wir konnten die Einrichtung deines Kontos nicht abschließen',
      description: 'Keine Sorge: Du kannst es später noch einmal versuchen oder dich auf andere Weise registrieren.',
      button: 'Schließen',
    },
    phoneReset: {
      title: 'Wir konnten deine Telefonnummer nicht ändern',
      description: 'Deine Telefonnummer bleibt unverändert. Bitte versuche es später noch einmal.',
      button: 'Schließen',
    },
    oneTimeCard: {
      title: 'Wir konnten deine Einmalkarte nicht erstellen',
      description: 'Bitte versuche noch einmal, eine Einmalkarte zu erstellen.',
      button: 'Schließen',
    },
    inStore: {
      title: 'Alles bereit! Bring bei deinem ersten Einkauf einfach einen gültigen Lichtbildausweis mit',
      description:
        'Damit wir deine Identität bestätigen und dein Konto schützen können, bring bitte bei deinem ersten Einkauf im Geschäft einen gültigen Lichtbildausweis mit.',
      button: 'Weiter',
    },
    customerService: 'Bei Problemen wende dich bitte an',
    contactTimes: 'per Chat Mo.–So. 9–17 Uhr, telefonisch unter {phoneNumber} Mo.–Fr. 9–17 Uhr',
    contactTimesChat: 'per Chat Mo.–So. 9–17 Uhr',
    callCustomerService: 'Kundenservice anrufen: {phoneNumber}',
  },
} satisfies Translation

export default de
