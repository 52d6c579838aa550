import type { NamespaceMonthioTranslation } from '../../i18n-types.ts'

const sk_monthio = {
  title: 'Zdieľajte prehľad svojich financií',
  intro:
    'Aby sme vám mohli ponúknuť vhodný úver, potrebujeme prehľad vašich príjmov a výdavkov. Náš partner Monthio ho s vaším súhlasom získa z vašej banky.',
  how: 'Ako to funguje',
  logIn: 'Prihláste sa do internetového bankovníctva cez Monthio.',
  choose: 'Vyberte účty, ktoré chcete zdieľať.',
  overview: 'Monthio nám pošle prehľad, nikdy vaše prihlasovacie údaje.',
  start: 'Pokračovať na Monthio',
  estimate: 'Zvyčajne to trvá niekoľko minút.',
  reviewing: 'Prechádzame váš prehľad…',
  incomeExpenses: 'Prezeráme vaše príjmy a výdavky…',
  verifyEstimate: 'Zvyčajne to trvá menej ako minútu.',
  cancel: {
    title: 'Ukončiť zdieľanie s Monthio?',
    warning: 'Ak ho teraz prerušíte, váš nákup nebude schválený.',
  },
} satisfies NamespaceMonthioTranslation

export default sk_monthio
