import type { Translation } from '../i18n-types.ts'

const it = {
  common: {
    close: 'Chiudi',
    goBack: 'Indietro',
    continue: 'Continua',
    tryAgain: 'Riprova',
    loading: 'Caricamento…',
    ok: 'OK',
    gotIt: 'Ho capito',
    goBackToCheckout: 'Torna al pagamento',
    backToSelection: 'Torna alla selezione',
    changeAddress: 'Modifica indirizzo',
    agreeAndContinue: 'Accetta e continua',
    noThanks: 'No, grazie',
    showMore: 'Mostra di più',
    showLess: 'Mostra meno',
    opensInNewWindow: '(si apre in una nuova finestra)',
    privacyPolicy: 'Informativa sulla privacy',
  },
  dialog: {
    closeLabel: 'Chiudi',
    backLabel: 'Indietro',
    logoLabel: 'Verifica sicura dell’identità',
  },
  cancel: {
    title: 'Stai per interrompere la verifica',
    warning: 'Se la interrompi ora, il tuo acquisto non verrà approvato.',
    warningMerchant: 'Se la interrompi ora, il tuo ordine presso {merchant} non verrà effettuato.',
    warningSignup: 'Se la interrompi ora, non potremo completare la creazione del tuo account.',
    warningPhoneReset: 'Se la interrompi ora, il tuo numero di telefono non verrà modificato.',
    return: 'Continua la verifica',
    end: 'Interrompi la verifica',
  },
  consent: {
    title: 'Verifica la tua identità',
    body: 'Premendo «Continua» accetti che possiamo comunicare i tuoi dati personali a enti esterni e a sistemi di informazioni creditizie per verificare la tua identità, come previsto dalla legge.',
    privacyPolicy: 'Leggi la nostra informativa sulla privacy',
    privacyUrl: 'https://www.provider.com/privacy/',
    continue: 'Continua',
    agree: 'Accetta e continua',
    decline: 'No, grazie',
    declineHint: 'Se non accetti, puoi verificare la tua identità in un altro modo.',
  },
  progress: {
    title: 'Attendi un momento',
    doNotClose: 'Non chiudere questa finestra.',
  },
  network: {
    title: 'Connessione a internet persa',
    description: 'Controlla la connessione a internet e riprova.',
  },
  waiting: {
    reconnecting: 'Continueremo a riprovare finché non sarai di nuovo online.',
  },
  method: {
    another: 'Scegli un altro metodo',
  },
  fallback: {
    title: 'Questo metodo di verifica non è disponibile',
    description:
      'Al momento non possiamo verificare la tua identità in questo modo. Torna alla pagina di pagamento e scegli un altro metodo di pagamento.',
    button: 'Torna al pagamento',
  },
  success: {
    title: 'Tutto pronto',
    lead: 'Puoi continuare con il tuo acquisto.',
  },
  closing: {
    title: 'Un momento',
    lead: 'Ti stiamo riportando al pagamento.',
  },
  failure: {
    generic: {
      title: 'Non siamo riusciti a completare l’acquisto',
      description:
        'Non preoccuparti, puoi riprovare o scegliere un altro metodo di pagamento per completare l’acquisto.',
      button: 'Torna al pagamento',
    },
    close: {
      title: 'Non siamo riusciti a completare l’acquisto',
      description:
        'Non preoccuparti, puoi riprovare o scegliere un altro metodo di pagamento per completare l’acquisto.',
      button: 'Chiudi',
    },
    sessionTimeout: {
      title: 'Ops, il tempo è scaduto',
      description: 'La sessione è scaduta per motivi di sicurezza. Torna alla pagina di pagamento e riprova.',
      button: 'Torna al pagamento',
    },
    userNotTrusted: {
      title: 'Purtroppo non siamo riusciti a verificare la tua identità',
      description: 'Scegli un altro metodo di pagamento per completare l’acquisto.',
      button: 'Torna al pagamento',
    },
    networkIssue: {
      title: 'Connessione a internet persa',
      description: 'Controlla la connessione a internet e riprova.',
      button: 'Torna al pagamento',
    },
    signup: {
      title: 'Non siamo riusciti a completare la creazione del tuo account',
      description: 'Non preoccuparti, puoi riprovare più tardi o registrarti in un altro modo.',
      button: 'Chiudi',
    },
    phoneReset: {
      title: 'Non siamo riusciti a modificare il tuo numero di telefono',
      description: 'Il tuo numero di telefono resta invariato. Riprova più tardi.',
      button: 'Chiudi',
    },
    oneTimeCard: {
      title: 'Non siamo riusciti a creare la tua carta monouso',
      description: 'Prova di nuovo a creare una carta monouso.',
      button: 'Chiudi',
    },
    inStore: {
      title: 'Tutto pronto! Ricordati solo di portare un documento d’identità valido con foto al tuo primo acquisto',
      description:
        'Per aiutarci a verificare la tua identità e a proteggere il tuo account, porta con te un documento d’identità valido con foto al tuo primo acquisto in negozio.',
      button: 'Continua',
    },
    customerService: 'Se hai problemi, contatta',
    contactTimes: 'in chat lun–dom 9–17, al numero {phoneNumber} lun–ven 9–17',
    contactTimesChat: 'in chat lun–dom 9–17',
    callCustomerService: 'Chiama il servizio clienti al numero {phoneNumber}',
  },
} satisfies Translation

export default it
