import type { NamespaceBureauCheckTranslation } from '../../i18n-types.ts'

const de_bureauCheck = {
  failure: {
    technicalIssueFallback: {
      title: 'Wir konnten den Kauf nicht abschließen',
      description: 'Keine Sorge: Du kannst es noch einmal versuchen oder eine andere Zahlungsart wählen, um den Kauf abzuschließen.',
      button: 'Zurück zur Kasse',
    },
    invalidUserInfoWithContact: {
      title: 'Wir konnten den Kauf nicht abschließen',
      description: 'Keine Sorge: Du kannst es noch einmal versuchen oder eine andere Zahlungsart wählen, um den Kauf abzuschließen. Brauchst du Hilfe? Unser Kundenservice ist per Chat Mo.–So. 9–17 Uhr und telefonisch Mo.–Fr. 9–17 Uhr für dich da.',
      button: 'Zurück zur Kasse',
    },
    userNotTrustedWithContact: {
      title: 'Wir konnten den Kauf nicht abschließen',
      description: 'Keine Sorge: Du kannst eine andere Zahlungsart wählen, um den Kauf abzuschließen. Brauchst du Hilfe? Unser Kundenservice ist per Chat Mo.–So. 9–17 Uhr und telefonisch Mo.–Fr. 9–17 Uhr für dich da.',
      button: 'Zurück zur Kasse',
    },
  },
  cancel: {
    title: 'Identitätsprüfung abbrechen?',
    warning: 'Wenn du jetzt abbrichst, wird dein Kauf nicht genehmigt.',
  },
} satisfies NamespaceBureauCheckTranslation

export default de_bureauCheck
