import type { NamespaceKlappAuthenticatorTranslation } from '../../i18n-types.ts'

const it_klappAuthenticator = {
  failure: {
    sessionTimeout: {
      title: 'Ops, il tempo è scaduto',
      description: 'Non abbiamo ricevuto in tempo la tua approvazione nell’app. Riprova.',
      button: 'Riprova',
    },
    rdlSessionRejected: {
      title: 'La richiesta è stata rifiutata nell’app',
      description: 'Hai rifiutato la richiesta nell’app, quindi non abbiamo potuto confermare che sei tu. Se non eri tu, scegli un altro metodo di pagamento.',
      button: 'Torna al pagamento',
    },
  },
  cancel: {
    title: 'Vuoi interrompere l’approvazione nell’app?',
    warning: 'Se ti fermi ora, il tuo acquisto non verrà approvato.',
  },
} satisfies NamespaceKlappAuthenticatorTranslation

export default it_klappAuthenticator
