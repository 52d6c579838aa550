import type { NamespaceBankIdNoTranslation } from '../../i18n-types.ts'

const it_bankIdNo = {
  title: 'Identificati con BankID',
  signTitle: 'Firma con BankID',
  intro: 'Scegli come usi BankID. Ti identificherai nella finestra di BankID.',
  signIntro: 'Scegli come usi BankID. Firmerai nella finestra di BankID.',
  methods: 'Come usi BankID?',
  app: 'App BankID',
  appHint: 'Conferma nell’app sul tuo telefono',
  codeDevice: 'Generatore di codici e password',
  codeDeviceHint: 'Usa un codice del tuo generatore e la tua password personale',
  noBankId: 'Non hai BankID?',
  estimate: 'Di solito ci vuole circa un minuto.',
  review: {
    title: 'Controlla cosa stai per firmare',
    lead: 'Leggi il testo. Lo firmerai con BankID nel passaggio successivo.',
    label: 'Testo da firmare',
    loading: 'Caricamento del testo…',
    failed: 'Non è stato possibile caricare il testo da firmare. Riprova.',
    continue: 'Continua',
  },
  failure: {
    sessionTimeout: {
      title: 'Ops, il tempo è scaduto',
      description:
        'L’identificazione con BankID ha richiesto troppo tempo. Torna al pagamento e riprova con l’app BankID o con il generatore di codici.',
      button: 'Torna al pagamento',
    },
    userInteraction: {
      title: 'L’identificazione è stata annullata',
      description: 'Hai interrotto l’identificazione con BankID. Riprova o scegli un altro metodo di pagamento.',
      button: 'Torna al pagamento',
    },
    technicalIssue: {
      title: 'BankID non funziona al momento',
      description: 'Si è verificato un problema con BankID. Riprova più tardi o scegli un altro metodo di pagamento.',
      button: 'Torna al pagamento',
    },
    userMismatch: {
      title: 'I dati non corrispondono',
      description:
        'La persona che si è identificata con BankID non corrisponde ai dati inseriti al momento del pagamento. Identificati con il tuo BankID.',
      button: 'Torna al pagamento',
    },
  },
  cancel: {
    title: 'Vuoi interrompere l’identificazione con BankID?',
    warning: 'Se ti fermi ora, il tuo acquisto non verrà approvato.',
  },
} satisfies NamespaceBankIdNoTranslation

export default it_bankIdNo
