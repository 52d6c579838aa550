import type { NamespaceIdinTranslation } from '../../i18n-types.ts'

const de_idin = {
  title: 'Bestätige deine Identität mit iDIN',
  intro: 'Mit iDIN bestätigst du über deine eigene Bank, wer du bist.',
  how: 'So funktioniert’s',
  chooseBank: 'Wähle deine Bank und log dich wie gewohnt ein.',
  bankConfirms: 'Deine Bank bestätigt uns deinen Namen, deine Adresse und dein Geburtsdatum.',
  comeBack: 'Danach kommst du hierher zurück und schließt deinen Kauf ab.',
  private: 'Deine Bank gibt weder deine Zugangsdaten noch deine Kontoinformationen weiter.',
  start: 'Weiter zu iDIN',
  cancel: {
    title: 'Bestätigung mit iDIN abbrechen?',
    warning: 'Wenn du jetzt abbrichst, wird dein Kauf nicht genehmigt.',
  },
} satisfies NamespaceIdinTranslation

export default de_idin
