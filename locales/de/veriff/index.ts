import type { NamespaceVeriffTranslation } from '../../i18n-types.ts'

const de_veriff = {
  title: 'Bestätige deine Identität mit Veriff',
  intro:
    'Unser Partner Veriff prüft dein Ausweisdokument und ein Foto deines Gesichts. Das machst du im Fenster von Veriff.',
  need: 'Das brauchst du',
  needId: 'Ein gültiges Ausweisdokument',
  needCamera: 'Ein Handy oder einen Computer mit Kamera',
  start: 'Verifizierung starten',
  estimate: 'Das dauert meist ein paar Minuten.',
  verifyEstimate: 'Das dauert meist ein bis zwei Minuten.',
  cancel: {
    title: 'Verifizierung mit Veriff abbrechen?',
    warning: 'Wenn du jetzt abbrichst, wird dein Kauf nicht genehmigt.',
  },
} satisfies NamespaceVeriffTranslation

export default de_veriff
