import type { NamespaceKlappAuthenticatorTranslation } from '../../i18n-types.ts'

const de_klappAuthenticator = {
  failure: {
    sessionTimeout: {
      title: 'Hoppla, die Zeit ist abgelaufen',
      description: 'Wir haben deine Freigabe in der App nicht rechtzeitig erhalten. Bitte versuche es noch einmal.',
      button: 'Erneut versuchen',
    },
    rdlSessionRejected: {
      title: 'Die Anfrage wurde in der App abgelehnt',
      description: 'Du hast die Anfrage in der App abgelehnt, daher konnten wir nicht bestätigen, dass du es bist. Falls du das nicht warst, wähle bitte eine andere Zahlungsart.',
      button: 'Zurück zur Kasse',
    },
  },
  cancel: {
    title: 'Freigabe in der App abbrechen?',
    warning: 'Wenn du jetzt abbrichst, wird dein Kauf nicht genehmigt.',
  },
} satisfies NamespaceKlappAuthenticatorTranslation

export default de_klappAuthenticator
