import type { NamespaceIdCheckTranslation } from '../../i18n-types.ts'

const it_idCheck = {
  failure: {
    technicalIssue: {
      title: 'Al momento non riusciamo a controllare il tuo documento',
      description: 'Si è verificato un problema da parte nostra. Riprova più tardi o scegli un altro metodo di pagamento.',
      button: 'Torna al pagamento',
    },
    sessionTimeout: {
      title: 'Ops, il tempo è scaduto',
      description: 'Il controllo del documento ha richiesto troppo tempo. Torna alla pagina di pagamento e riprova.',
      button: 'Torna al pagamento',
    },
    verify: {
      title: 'Non siamo riusciti a verificare il tuo documento',
      description: 'I dati che hai inserito non corrispondono a quelli registrati per questo documento. Controllali e riprova.',
      button: 'Riprova',
    },
    invalidAddress: {
      title: 'Non siamo riusciti a verificare il tuo indirizzo',
      description: 'L’indirizzo che hai indicato non corrisponde ai nostri dati. Controllalo e riprova.',
      button: 'Modifica indirizzo',
    },
    userNotFound: {
      title: 'Non abbiamo trovato i tuoi dati',
      description: 'Non abbiamo trovato dati corrispondenti al tuo nome e indirizzo. Controlla l’indirizzo e riprova.',
      button: 'Modifica indirizzo',
    },
  },
  customerServiceLabel: 'il nostro servizio clienti',
  customerServiceUrl: 'https://www.provider.com/nz/customer-service/',
  cancel: {
    title: 'Vuoi interrompere la verifica del documento?',
    warning: 'Se ti fermi ora, il tuo acquisto non verrà approvato.',
  },
} satisfies NamespaceIdCheckTranslation

export default it_idCheck
