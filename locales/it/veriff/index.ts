import type { NamespaceVeriffTranslation } from '../../i18n-types.ts'

const it_veriff = {
  title: 'Verifica la tua identità con Veriff',
  intro:
    'Il nostro partner Veriff controlla il tuo documento d’identità e una foto del tuo viso. Lo fai nella finestra di Veriff.',
  need: 'Cosa ti serve',
  needId: 'Un documento d’identità valido',
  needCamera: 'Un telefono o un computer con fotocamera',
  start: 'Avvia la verifica',
  estimate: 'Di solito ci vogliono pochi minuti.',
  verifyEstimate: 'Di solito ci vogliono un paio di minuti.',
  cancel: {
    title: 'Vuoi interrompere la verifica con Veriff?',
    warning: 'Se ti fermi ora, il tuo acquisto non verrà approvato.',
  },
} satisfies NamespaceVeriffTranslation

export default it_veriff
