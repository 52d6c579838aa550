import type { NamespaceMonthioTranslation } from '../../i18n-types.ts'

const nb_monthio = {
  title: 'Del en oversikt over økonomien din',
  intro:
    'For å kunne tilby deg riktig kreditt trenger vi en oversikt over inntektene og utgiftene dine. Partneren vår Monthio henter den fra banken din, med ditt samtykke.',
  how: 'Slik foregår det',
  logIn: 'Logg inn i nettbanken din via Monthio.',
  choose: 'Velg hvilke kontoer du vil dele.',
  overview: 'Monthio sender oss en oversikt, aldri innloggingsopplysningene dine.',
  start: 'Fortsett til Monthio',
  estimate: 'Det tar vanligvis noen minutter.',
  reviewing: 'Går gjennom oversikten din …',
  incomeExpenses: 'Ser på inntektene og utgiftene dine …',
  verifyEstimate: 'Det tar vanligvis under ett minutt.',
  cancel: {
    title: 'Vil du slutte å dele med Monthio?',
    warning: 'Hvis du avbryter nå, blir ikke kjøpet ditt godkjent.',
  },
} satisfies NamespaceMonthioTranslation

export default nb_monthio
