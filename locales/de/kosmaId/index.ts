import type { NamespaceKosmaIdTranslation } from '../../i18n-types.ts'

const de_kosmaId = {
  title: 'Bestätige deinen Ausweis mit Kosma',
  intro:
    'Unser Partner Kosma prüft dein Ausweisdokument und nimmt ein kurzes Selfie-Video auf. Das machst du im Fenster von Kosma.',
  need: 'Das brauchst du',
  needId: 'Einen gültigen Reisepass, Personalausweis oder Führerschein',
  needCamera: 'Ein Handy oder einen Computer mit Kamera',
  needLight: 'Gutes Licht, ohne Spiegelungen auf dem Ausweis',
  start: 'Ausweisprüfung starten',
  estimate: 'Das dauert meist ein paar Minuten.',
  verifyEstimate: 'Die Prüfung dauert weniger als 3 Minuten.',
  cancel: {
    title: 'Ausweisprüfung abbrechen?',
    warning: 'Wenn du jetzt abbrichst, wird dein Kauf nicht genehmigt. Du musst die Ausweisprüfung dann neu beginnen.',
  },
} satisfies NamespaceKosmaIdTranslation

export default de_kosmaId
