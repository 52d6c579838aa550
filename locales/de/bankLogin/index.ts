import type { NamespaceBankLoginTranslation } from '../../i18n-types.ts'

const de_bankLogin = {
  failure: {
    userMismatch: {
      title: 'Der Kontoinhaber stimmt nicht überein',
      description: 'Das Bankkonto, mit dem du dich angemeldet hast, gehört jemand anderem. Bitte melde dich mit deinem eigenen Bankkonto an.',
      button: 'Zurück zur Auswahl',
    },
    insufficientInfo: {
      title: 'Deine Bank hat nicht genug Informationen übermittelt',
      description: 'Mit den Angaben, die deine Bank übermittelt hat, konnten wir deine Identität nicht bestätigen. Bitte versuche es mit einer anderen Bank oder wähle eine andere Zahlungsart.',
      button: 'Zurück zur Auswahl',
    },
    incompleteVerification: {
      title: 'Die Anmeldung bei deiner Bank wurde nicht abgeschlossen',
      description: 'Wir haben von deiner Bank nicht alles erhalten, was wir brauchen. Bitte melde dich noch einmal an und schließe alle Schritte ab.',
      button: 'Erneut versuchen',
    },
    technicalIssue: {
      title: 'Wir konnten keine Verbindung zu deiner Bank herstellen',
      description: 'Bei der Verbindung zu {bankName} ist etwas schiefgelaufen. Bitte versuche es später noch einmal oder wähle eine andere Zahlungsart.',
      button: 'Zurück zur Kasse',
    },
    sessionTimeout: {
      title: 'Hoppla, die Zeit ist abgelaufen',
      description: 'Die Anmeldung bei deiner Bank hat zu lange gedauert. Bitte versuche es noch einmal oder wähle eine andere Methode.',
      button: 'Erneut versuchen',
    },
  },
  cancel: {
    title: 'Anmeldung bei deiner Bank abbrechen?',
    warning: 'Wenn du jetzt abbrichst, wird dein Kauf nicht genehmigt.',
  },
} satisfies NamespaceBankLoginTranslation

export default de_bankLogin
