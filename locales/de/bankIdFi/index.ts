import type { NamespaceBankIdFiTranslation } from '../../i18n-types.ts'

const de_bankIdFi = {
  failure: {
    userMismatch: {
      title: 'Die Angaben stimmen nicht überein',
      description: 'Achte darauf, dass die angegebene persönliche Identifikationsnummer mit der Nummer übereinstimmt, die zu dem Bankkonto gehört, mit dem du dich identifizierst.',
      button: 'Erneut versuchen',
    },
    technicalIssue: {
      title: 'Die Identifizierung über deine Bank funktioniert gerade nicht',
      description: 'Bei uns ist etwas schiefgelaufen. Bitte versuche es später noch einmal oder wähle eine andere Zahlungsart.',
      button: 'Zurück zur Kasse',
    },
    accessDenied: {
      title: 'Deine Bank hat deine Angaben nicht weitergegeben',
      description: 'Deine Bank muss uns deine Identität bestätigen. Bitte versuche es noch einmal und erlaube deiner Bank, deine Angaben weiterzugeben.',
      button: 'Erneut versuchen',
    },
    sessionTimeout: {
      title: 'Hoppla, die Zeit ist abgelaufen',
      description: 'Die Identifizierung bei deiner Bank hat zu lange gedauert. Bitte versuche es noch einmal oder wähle eine andere Zahlungsart.',
      button: 'Erneut versuchen',
    },
    userNotTrusted: {
      title: 'Leider konnten wir deine Identität nicht bestätigen',
      description: 'Bitte wähle eine andere Zahlungsart, um den Kauf abzuschließen.',
      button: 'OK',
    },
  },
  cancel: {
    title: 'Identifizierung bei deiner Bank abbrechen?',
    warning: 'Wenn du jetzt abbrichst, wird dein Kauf nicht genehmigt.',
  },
} satisfies NamespaceBankIdFiTranslation

export default de_bankIdFi
