import type { NamespacePasscodeTranslation } from '../../i18n-types.ts'

const de_passcode = {
  title: 'Gib deinen Zugangscode ein',
  lead: 'Gib den {length|int}-stelligen Zugangscode ein, den du in der App verwendest.',
  label: 'Zugangscode',
  verifying: 'Zugangscode wird geprüft…',
  wrong: 'Dieser Zugangscode ist falsch.',
  attemptsLeft: 'Du hast noch {count|int} {{Versuch|Versuche}}.',
  failed: 'Wir konnten deinen Zugangscode nicht prüfen. Bitte versuche es noch einmal.',
  forgot: 'Zugangscode vergessen?',
  failure: {
    tooManyAttempts: {
      title: 'Zu viele falsche Zugangscodes',
      description:
        'Zu deiner Sicherheit können wir keine weiteren Versuche annehmen. Bitte wähle eine andere Zahlungsart, um den Kauf abzuschließen.',
      button: 'Zurück zur Kasse',
    },
  },
  cancel: {
    title: 'Eingabe des Zugangscodes abbrechen?',
    warning: 'Wenn du jetzt abbrichst, wird dein Kauf nicht genehmigt.',
  },
} satisfies NamespacePasscodeTranslation

export default de_passcode
