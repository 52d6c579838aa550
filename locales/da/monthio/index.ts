import type { NamespaceMonthioTranslation } from '../../i18n-types.ts'

const da_monthio = {
  title: 'Del et overblik over din økonomi',
  intro:
    'For at kunne tilbyde dig den rigtige kredit har vi brug for et overblik over dine indtægter og udgifter. Vores partner Monthio henter det fra din bank med din tilladelse.',
  how: 'Sådan foregår det',
  logIn: 'Log ind i din netbank via Monthio.',
  choose: 'Vælg de konti, du vil dele.',
  overview: 'Monthio sender os et overblik, aldrig dine loginoplysninger.',
  start: 'Fortsæt til Monthio',
  estimate: 'Det tager som regel et par minutter.',
  reviewing: 'Gennemgår dit overblik…',
  incomeExpenses: 'Ser på dine indtægter og udgifter…',
  verifyEstimate: 'Det tager som regel under et minut.',
  cancel: {
    title: 'Vil du stoppe delingen med Monthio?',
    warning: 'Hvis du afbryder nu, bliver dit køb ikke godkendt.',
  },
} satisfies NamespaceMonthioTranslation

export default da_monthio
