import type { NamespaceBankIdNoTranslation } from '../../i18n-types.ts'

const de_bankIdNo = {
  title: 'Identifiziere dich mit BankID',
  signTitle: 'Mit BankID unterschreiben',
  intro: 'Wähle, wie du BankID nutzt. Du identifizierst dich im eigenen Fenster von BankID.',
  signIntro: 'Wähle, wie du BankID nutzt. Du unterschreibst im eigenen Fenster von BankID.',
  methods: 'Wie nutzt du BankID?',
  app: 'BankID-App',
  appHint: 'Bestätige in der App auf deinem Handy',
  codeDevice: 'Codegenerator und Passwort',
  codeDeviceHint: 'Nutze einen Code aus deinem Codegenerator und dein persönliches Passwort',
  noBankId: 'Du hast kein BankID?',
  estimate: 'Das dauert meist etwa eine Minute.',
  review: {
    title: 'Prüfe, was du unterschreibst',
    lead: 'Lies den Text durch. Im nächsten Schritt unterschreibst du ihn mit BankID.',
    label: 'Zu unterschreibender Text',
    loading: 'Text wird geladen…',
    failed: 'Wir konnten den zu unterschreibenden Text nicht laden. Bitte versuch es erneut.',
    continue: 'Weiter',
  },
  failure: {
    sessionTimeout: {
      title: 'Hoppla, die Zeit ist abgelaufen',
      description:
        'Die Identifizierung mit BankID hat zu lange gedauert. Bitte kehr zur Kasse zurück und versuch es erneut mit der BankID-App oder deinem Codegenerator.',
      button: 'Zurück zur Kasse',
    },
    userInteraction: {
      title: 'Die Identifizierung wurde abgebrochen',
      description:
        'Du hast die Identifizierung mit BankID abgebrochen. Bitte versuche es noch einmal oder wähle eine andere Zahlungsart.',
      button: 'Zurück zur Kasse',
    },
    technicalIssue: {
      title: 'BankID funktioniert gerade nicht',
      description:
        'Bei BankID ist etwas schiefgelaufen. Bitte versuche es später noch einmal oder wähle eine andere Zahlungsart.',
      button: 'Zurück zur Kasse',
    },
    userMismatch: {
      title: 'Die Angaben stimmen nicht überein',
      description:
        'Die Person, die sich mit BankID identifiziert hat, passt nicht zu den Angaben an der Kasse. Bitte identifiziere dich mit deiner eigenen BankID.',
      button: 'Zurück zur Kasse',
    },
  },
  cancel: {
    title: 'Identifizierung mit BankID abbrechen?',
    warning: 'Wenn du jetzt abbrichst, wird dein Kauf nicht genehmigt.',
  },
} satisfies NamespaceBankIdNoTranslation

export default de_bankIdNo
