import type { NamespaceKlappAuthenticatorTranslation } from '../../i18n-types.ts'

const de_klappAuthenticator = {
  title: 'In der App freigeben',
  lead: 'Wir haben eine Anfrage an die App auf deinem Handy geschickt. Öffne sie und gib die Anfrage frei, um fortzufahren.',
  sending: 'Anfrage wird an dein Handy gesendet…',
  waiting: 'Wir warten auf deine Freigabe…',
  estimate: 'Das dauert meist weniger als eine Minute.',
  resend: 'Anfrage erneut senden',
  resendIn: 'Du kannst die Anfrage in {seconds|int} {{Sekunde|Sekunden}} erneut senden.',
  sendFailed: 'Wir konnten die Anfrage nicht an dein Handy senden. Bitte versuche es noch einmal.',
  dismissedTitle: 'Die Anfrage wurde nicht freigegeben',
  dismissed: 'Die Anfrage wurde in der App ohne Antwort geschlossen. Du kannst eine neue senden.',
  sendAgain: 'Neue Anfrage senden',
  failure: {
    sessionTimeout: {
      title: 'Hoppla, die Zeit ist abgelaufen',
      description: 'Wir haben deine Freigabe in der App nicht rechtzeitig erhalten. Bitte versuche es noch einmal.',
      button: 'Zurück zur Kasse',
    },
    rdlSessionRejected: {
      title: 'Die Anfrage wurde in der App abgelehnt',
      description:
        'Du hast die Anfrage in der App abgelehnt, daher konnten wir nicht bestätigen, dass du es bist. Falls du das nicht warst, wähle bitte eine andere Zahlungsart.',
      button: 'Zurück zur Kasse',
    },
  },
  cancel: {
    title: 'Freigabe in der App abbrechen?',
    warning: 'Wenn du jetzt abbrichst, wird dein Kauf nicht genehmigt.',
  },
} satisfies NamespaceKlappAuthenticatorTranslation

export default de_klappAuthenticator
