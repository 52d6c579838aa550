import type { NamespaceBankIdSeTranslation } from '../../i18n-types.ts'

const de_bankIdSe = {
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
      description: 'Die Identifizierung mit BankID hat zu lange gedauert. Bitte versuche es noch einmal oder wähle eine andere Methode.',
      button: 'Erneut versuchen',
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
      description: 'Es gibt gerade ein Problem mit BankID. Bitte versuche es später noch einmal oder wähle eine andere Methode.',
      button: 'Zurück zur Auswahl',
    },
  },
  cancel: {
    title: 'Identifizierung mit BankID abbrechen?',
    warning: 'Wenn du jetzt abbrichst, wird dein Kauf nicht genehmigt.',
  },
} satisfies NamespaceBankIdSeTranslation

export default de_bankIdSe
