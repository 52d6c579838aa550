import type { NamespaceMonthioTranslation } from '../../i18n-types.ts'

const cs_monthio = {
  title: 'Sdílejte přehled svých financí',
  intro:
    'Abychom vám mohli nabídnout vhodný úvěr, potřebujeme přehled vašich příjmů a výdajů. Náš partner Monthio ho s vaším svolením získá z vaší banky.',
  how: 'Jak to funguje',
  logIn: 'Přihlaste se do internetového bankovnictví přes Monthio.',
  choose: 'Vyberte účty, které chcete sdílet.',
  overview: 'Monthio nám pošle přehled, nikdy vaše přihlašovací údaje.',
  start: 'Pokračovat na Monthio',
  estimate: 'Obvykle to trvá několik minut.',
  reviewing: 'Procházíme váš přehled…',
  incomeExpenses: 'Prohlížíme vaše příjmy a výdaje…',
  verifyEstimate: 'Obvykle to trvá méně než minutu.',
  cancel: {
    title: 'Ukončit sdílení s Monthio?',
    warning: 'Pokud to teď přerušíte, váš nákup nebude schválen.',
  },
} satisfies NamespaceMonthioTranslation

export default cs_monthio
