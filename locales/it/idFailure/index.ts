import type { NamespaceIdFailureTranslation } from '../../i18n-types.ts'

const it_idFailure = {
  failure: {
    technicalIssue: {
      title: 'Al momento non riusciamo a verificare il tuo documento',
      description:
        'Si è verificato un problema da parte nostra. Riprova più tardi o scegli un altro metodo di pagamento.',
      button: 'Torna al pagamento',
    },
    technicalIssueWithContact: {
      title: 'Al momento non riusciamo a verificare il tuo documento',
      description:
        'Si è verificato un problema da parte nostra. Riprova più tardi o contatta il nostro servizio clienti: {contactTimes}.',
      button: 'Torna al pagamento',
    },
    sessionTimeout: {
      title: 'Ops, il tempo è scaduto',
      description: 'La verifica del documento ha richiesto troppo tempo. Torna alla pagina di pagamento e riprova.',
      button: 'Torna al pagamento',
    },
    sessionTimeoutWithContact: {
      title: 'Ops, il tempo è scaduto',
      description:
        'La verifica del documento ha richiesto troppo tempo. Riprova o contatta il nostro servizio clienti: {contactTimes}.',
      button: 'Torna al pagamento',
    },
    networkIssue: {
      title: 'Connessione a internet persa',
      description:
        'La connessione si è interrotta durante la verifica del documento. Controlla la connessione a internet e riprova.',
      button: 'Torna al pagamento',
    },
    networkIssueWithContact: {
      title: 'Connessione a internet persa',
      description:
        'La connessione si è interrotta durante la verifica del documento. Riprova o contatta il nostro servizio clienti: {contactTimes}.',
      button: 'Torna al pagamento',
    },
    invalidAddress: {
      title: 'Non siamo riusciti a verificare il tuo indirizzo',
      description:
        'L’indirizzo sul documento non corrisponde a quello che hai indicato al momento del pagamento. Controlla l’indirizzo e riprova.',
      button: 'Torna al pagamento',
    },
    invalidAddressWithContact: {
      title: 'Non siamo riusciti a verificare il tuo indirizzo',
      description:
        'L’indirizzo sul documento non corrisponde a quello che hai indicato al momento del pagamento. Per assistenza, contatta il nostro servizio clienti: {contactTimes}.',
      button: 'Torna al pagamento',
    },
    invalidDocument: {
      title: 'Non possiamo accettare questo documento',
      description:
        'Usa un documento d’identità valido e non scaduto, con la data di scadenza ben visibile. L’immagine deve essere a fuoco e senza riflessi.',
      button: 'Torna al pagamento',
    },
    invalidDocumentWithContact: {
      title: 'Non possiamo accettare questo documento',
      description:
        'Usa un documento d’identità valido e non scaduto. L’immagine deve essere a fuoco e senza riflessi. Per assistenza, contatta il nostro servizio clienti: {contactTimes}.',
      button: 'Torna al pagamento',
    },
    userNotTrusted: {
      title: 'Purtroppo non siamo riusciti a verificare la tua identità',
      description: 'Scegli un altro metodo di pagamento per completare l’acquisto.',
      button: 'Torna al pagamento',
    },
    userNotTrustedWithContact: {
      title: 'Purtroppo non siamo riusciti a verificare la tua identità',
      description: 'Scegli un altro metodo di pagamento o contatta il nostro servizio clienti: {contactTimes}.',
      button: 'Torna al pagamento',
    },
  },
} satisfies NamespaceIdFailureTranslation

export default it_idFailure
