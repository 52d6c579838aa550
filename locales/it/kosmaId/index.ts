import type { NamespaceKosmaIdTranslation } from '../../i18n-types.ts'

const it_kosmaId = {
  title: 'Verifica il tuo documento con Kosma',
  intro:
    'Il nostro partner Kosma controlla il tuo documento d’identità e registra un breve video selfie. Lo fai nella finestra di Kosma.',
  need: 'Cosa ti serve',
  needId: 'Un passaporto, una carta d’identità o una patente validi',
  needCamera: 'Un telefono o un computer con fotocamera',
  needLight: 'Una buona luce, senza riflessi sul documento',
  start: 'Avvia la verifica del documento',
  estimate: 'Di solito ci vogliono pochi minuti.',
  verifyEstimate: 'La verifica richiede meno di 3 minuti.',
  cancel: {
    title: 'Vuoi interrompere la verifica del documento?',
    warning: 'Se la interrompi ora, il tuo acquisto non verrà approvato. Dovrai ricominciare la verifica da capo.',
  },
} satisfies NamespaceKosmaIdTranslation

export default it_kosmaId
