import type { NamespaceBankIdFiTranslation } from '../../i18n-types.ts'

const de_bankIdFi = {
  title: 'Identifiziere dich bei deiner Bank',
  intro: 'Wähle deine Bank. Du identifizierst dich im eigenen Fenster deiner Bank, wie beim Einloggen.',
  search: 'Nach deiner Bank suchen',
  banks: 'Banken',
  /** Said once the shopper stops typing: how many banks the search found. */
  found: '{count|int} {{Bank gefunden|Banken gefunden}}.',
  noMatch: 'Keine Bank passt zu „{query}“. Prüf die Schreibweise oder wähle eine andere Methode.',
  mobileCertificate: 'Mobiles Zertifikat',
  yourBank: 'deine Bank',
  why: 'Warum fragen wir?',
  whyTitle: 'Warum bitten wir dich, dich zu identifizieren?',
  whyLaw: 'Das Gesetz verpflichtet uns, die Identität aller zu prüfen, die bei uns bezahlen.',
  whyMatch:
    'Deine Bank bestätigt deinen Namen und deine Personenkennziffer. Sie müssen zu den Angaben des Bankkontos passen, mit dem du dich identifizierst.',
  whyPrivate: 'Deine Zugangsdaten zur Bank sehen wir nie.',
  lastStep: 'Letzter Schritt: Identifizierung bei deiner Bank',
  failure: {
    userMismatch: {
      title: 'Die Angaben stimmen nicht überein',
      description:
        'Achte darauf, dass die angegebene persönliche Identifikationsnummer mit der Nummer übereinstimmt, die zu dem Bankkonto gehört, mit dem du dich identifizierst.',
      button: 'Zurück zur Kasse',
    },
    technicalIssue: {
      title: 'Die Identifizierung über deine Bank funktioniert gerade nicht',
      description:
        'Bei uns ist etwas schiefgelaufen. Bitte versuche es später noch einmal oder wähle eine andere Zahlungsart.',
      button: 'Zurück zur Kasse',
    },
    accessDenied: {
      title: 'Deine Bank hat deine Angaben nicht weitergegeben',
      description:
        'Deine Bank muss uns deine Identität bestätigen. Bitte versuche es noch einmal und erlaube deiner Bank, deine Angaben weiterzugeben.',
      button: 'Zurück zur Kasse',
    },
    sessionTimeout: {
      title: 'Hoppla, die Zeit ist abgelaufen',
      description:
        'Die Identifizierung bei deiner Bank hat zu lange gedauert. Bitte versuche es noch einmal oder wähle eine andere Zahlungsart.',
      button: 'Zurück zur Kasse',
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
