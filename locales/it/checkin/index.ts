import type { NamespaceCheckinTranslation } from '../../i18n-types.ts'

const it_checkin = {
  title: 'Verifica la tua identità con Checkin.com',
  intro:
    'Il nostro partner Checkin.com controlla il tuo documento d’identità e una foto del tuo viso, e ci comunica l’esito.',
  need: 'Cosa ti serve',
  needId: 'Un documento d’identità valido',
  needCamera: 'Un telefono o un computer con fotocamera',
  consent:
    'Premendo Accetta e continua, accetti che Checkin.com tratti il tuo documento d’identità e la tua foto per verificare la tua identità per nostro conto.',
  estimate: 'Di solito ci vogliono pochi minuti.',
  verifyEstimate: 'La verifica richiede meno di 2 minuti.',
  cancel: {
    title: 'Vuoi interrompere il check-in?',
    warning: 'Se ti fermi ora, il tuo acquisto non verrà approvato.',
  },
} satisfies NamespaceCheckinTranslation

export default it_checkin
