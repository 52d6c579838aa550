import type { NamespaceKlappAuthenticatorTranslation } from '../../i18n-types.ts'

const it_klappAuthenticator = {
  title: 'Approva nell’app',
  lead: 'Abbiamo inviato una richiesta all’app sul tuo telefono. Aprila e approva la richiesta per continuare.',
  sending: 'Invio della richiesta al tuo telefono…',
  waiting: 'In attesa della tua approvazione…',
  estimate: 'Di solito ci vuole meno di un minuto.',
  resend: 'Invia di nuovo la richiesta',
  resendIn: 'Potrai inviare di nuovo la richiesta tra {seconds|int} {{secondo|secondi}}.',
  sendFailed: 'Non siamo riusciti a inviare la richiesta al tuo telefono. Riprova.',
  dismissedTitle: 'La richiesta non è stata approvata',
  dismissed: 'La richiesta è stata chiusa nell’app senza una risposta. Puoi inviarne una nuova.',
  sendAgain: 'Invia una nuova richiesta',
  failure: {
    sessionTimeout: {
      title: 'Ops, il tempo è scaduto',
      description: 'Non abbiamo ricevuto in tempo la tua approvazione nell’app. Riprova.',
      button: 'Torna al pagamento',
    },
    rdlSessionRejected: {
      title: 'La richiesta è stata rifiutata nell’app',
      description:
        'Hai rifiutato la richiesta nell’app, quindi non abbiamo potuto confermare che sei tu. Se non eri tu, scegli un altro metodo di pagamento.',
      button: 'Torna al pagamento',
    },
  },
  cancel: {
    title: 'Vuoi interrompere l’approvazione nell’app?',
    warning: 'Se ti fermi ora, il tuo acquisto non verrà approvato.',
  },
} satisfies NamespaceKlappAuthenticatorTranslation

export default it_klappAuthenticator
