import type { NamespaceMonthioTranslation } from '../../i18n-types.ts'

const nl_monthio = {
  title: 'Deel een overzicht van je financiën',
  intro:
    'Om je de juiste krediet aan te bieden, hebben we een overzicht van je inkomsten en uitgaven nodig. Onze partner Monthio haalt dat met jouw toestemming op bij je bank.',
  how: 'Zo werkt het',
  logIn: 'Log via Monthio in bij je internetbankieren.',
  choose: 'Kies welke rekeningen je deelt.',
  overview: 'Monthio stuurt ons een overzicht, nooit je inloggegevens.',
  start: 'Verder naar Monthio',
  estimate: 'Dit duurt meestal een paar minuten.',
  reviewing: 'We bekijken je overzicht…',
  incomeExpenses: 'We bekijken je inkomsten en uitgaven…',
  verifyEstimate: 'Dit duurt meestal minder dan een minuut.',
  cancel: {
    title: 'Delen met Monthio stoppen?',
    warning: 'Als je nu stopt, wordt je aankoop niet goedgekeurd.',
  },
} satisfies NamespaceMonthioTranslation

export default nl_monthio
