import type { NamespaceBankIdNoTranslation } from '../../i18n-types.ts'

const de_bankIdNo = {
  failure: {
    sessionTimeout: {
      title: 'Hoppla, die Zeit ist abgelaufen',
      description: 'Die Identifizierung mit BankID hat zu lange gedauert. Bitte versuche es noch einmal mit deinem Codegenerator oder mit BankID auf dem Handy.',
      button: 'Erneut versuchen',
    },
    userInteraction: {
      title: 'Die Identifizierung wurde abgebrochen',
      description: 'Du hast die Identifizierung mit BankID abgebrochen. Bitte versuche es noch einmal oder wähle eine andere Zahlungsart.',
      button: 'Zurück zur Kasse',
    },
    technicalIssue: {
      title: 'BankID funktioniert gerade nicht',
      description: 'Bei BankID ist etwas schiefgelaufen. Bitte versuche es später noch einmal oder wähle eine andere Zahlungsart.',
      button: 'Zurück zur Kasse',
    },
    userMismatch: {
      title: 'Die Angaben stimmen nicht überein',
      description: 'Die Person, die sich mit BankID identifiziert hat, passt nicht zu den Angaben an der Kasse. Bitte identifiziere dich mit deiner eigenen BankID.',
      button: 'Zurück zur Kasse',
    },
  },
  cancel: {
    title: 'Identifizierung mit BankID abbrechen?',
    warning: 'Wenn du jetzt abbrichst, wird dein Kauf nicht genehmigt.',
  },
} satisfies NamespaceBankIdNoTranslation

export default de_bankIdNo
