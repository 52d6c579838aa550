import type { NamespaceCheckinTranslation } from '../../i18n-types.ts'

const de_checkin = {
  title: 'Bestätige deine Identität mit Checkin.com',
  intro:
    'Unser Partner Checkin.com prüft dein Ausweisdokument und ein Foto deines Gesichts und teilt uns das Ergebnis mit.',
  need: 'Das brauchst du',
  needId: 'Ein gültiges Ausweisdokument',
  needCamera: 'Ein Handy oder einen Computer mit Kamera',
  consent:
    'Mit Zustimmen und weiter erklärst du dich einverstanden, dass Checkin.com dein Ausweisdokument und dein Foto verarbeitet, um deine Identität für uns zu bestätigen.',
  estimate: 'Das dauert meist ein paar Minuten.',
  verifyEstimate: 'Die Prüfung dauert weniger als 2 Minuten.',
  cancel: {
    title: 'Check-in abbrechen?',
    warning: 'Wenn du jetzt abbrichst, wird dein Kauf nicht genehmigt.',
  },
} satisfies NamespaceCheckinTranslation

export default de_checkin
