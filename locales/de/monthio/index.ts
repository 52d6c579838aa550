import type { NamespaceMonthioTranslation } from '../../i18n-types.ts'

const de_monthio = {
  title: 'Teile einen Überblick über deine Finanzen',
  intro:
    'Damit wir dir den passenden Kreditrahmen anbieten können, brauchen wir einen Überblick über deine Einnahmen und Ausgaben. Unser Partner Monthio holt ihn mit deiner Erlaubnis von deiner Bank.',
  how: 'So funktioniert’s',
  logIn: 'Log dich über Monthio in dein Onlinebanking ein.',
  choose: 'Wähle die Konten, die du teilen möchtest.',
  overview: 'Monthio schickt uns einen Überblick, niemals deine Zugangsdaten.',
  start: 'Weiter zu Monthio',
  estimate: 'Das dauert meist ein paar Minuten.',
  reviewing: 'Dein Überblick wird geprüft…',
  incomeExpenses: 'Wir sehen uns deine Einnahmen und Ausgaben an…',
  verifyEstimate: 'Das dauert meist weniger als eine Minute.',
  cancel: {
    title: 'Teilen mit Monthio abbrechen?',
    warning: 'Wenn du jetzt abbrichst, wird dein Kauf nicht genehmigt.',
  },
} satisfies NamespaceMonthioTranslation

export default de_monthio
