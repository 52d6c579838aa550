import type { NamespaceMonthioTranslation } from '../../i18n-types.ts'

const it_monthio = {
  title: 'Condividi un quadro delle tue finanze',
  intro:
    'Per offrirti il credito giusto ci serve un quadro delle tue entrate e uscite. Il nostro partner Monthio lo ottiene dalla tua banca, con il tuo consenso.',
  how: 'Come funziona',
  logIn: 'Accedi al tuo home banking tramite Monthio.',
  choose: 'Scegli i conti da condividere.',
  overview: 'Monthio ci invia un riepilogo, mai le tue credenziali.',
  start: 'Continua con Monthio',
  estimate: 'Di solito ci vogliono pochi minuti.',
  reviewing: 'Stiamo esaminando il tuo riepilogo…',
  incomeExpenses: 'Stiamo analizzando le tue entrate e uscite…',
  verifyEstimate: 'Di solito ci vuole meno di un minuto.',
  cancel: {
    title: 'Vuoi interrompere la condivisione con Monthio?',
    warning: 'Se ti fermi ora, il tuo acquisto non verrà approvato.',
  },
} satisfies NamespaceMonthioTranslation

export default it_monthio
