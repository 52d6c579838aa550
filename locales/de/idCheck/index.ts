import type { NamespaceIdCheckTranslation } from '../../i18n-types.ts'

const de_idCheck = {
  failure: {
    technicalIssue: {
      title: 'Wir konnten deinen Ausweis gerade nicht prüfen',
      description: 'Bei uns ist etwas schiefgelaufen. Bitte versuche es später noch einmal oder wähle eine andere Zahlungsart.',
      button: 'Zurück zur Kasse',
    },
    sessionTimeout: {
      title: 'Hoppla, die Zeit ist abgelaufen',
      description: 'Die Ausweisprüfung hat zu lange gedauert. Bitte geh zurück zur Kasse und versuche es noch einmal.',
      button: 'Zurück zur Kasse',
    },
    verify: {
      title: 'Wir konnten deinen Ausweis nicht verifizieren',
      description: 'Die eingegebenen Angaben stimmen nicht mit den Daten zu diesem Dokument überein. Bitte prüfe sie und versuche es noch einmal.',
      button: 'Erneut versuchen',
    },
    invalidAddress: {
      title: 'Wir konnten deine Adresse nicht bestätigen',
      description: 'Die angegebene Adresse stimmt nicht mit unseren Daten überein. Bitte prüfe sie und versuche es noch einmal.',
      button: 'Adresse ändern',
    },
    userNotFound: {
      title: 'Wir konnten deine Daten nicht finden',
      description: 'Wir haben keinen Eintrag gefunden, der zu deinem Namen und deiner Adresse passt. Bitte prüfe deine Adresse und versuche es noch einmal.',
      button: 'Adresse ändern',
    },
  },
  customerServiceLabel: 'unseren Kundenservice',
  customerServiceUrl: 'https://www.provider.com/nz/customer-service/',
  cancel: {
    title: 'Ausweisprüfung abbrechen?',
    warning: 'Wenn du jetzt abbrichst, wird dein Kauf nicht genehmigt.',
  },
} satisfies NamespaceIdCheckTranslation

export default de_idCheck
