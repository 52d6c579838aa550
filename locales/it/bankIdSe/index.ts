import type { NamespaceBankIdSeTranslation } from '../../i18n-types.ts'

const it_bankIdSe = {
  failure: {
    unattainable: {
      title: 'Non siamo riusciti a contattare BankID',
      description: 'Al momento BankID non risponde. Completa l’acquisto con un altro metodo.',
      button: 'Torna alla selezione',
    },
    tooManyAttempts: {
      title: 'Troppi tentativi',
      description: 'Hai provato BankID troppe volte. Completa l’acquisto con un altro metodo.',
      button: 'Torna alla selezione',
    },
    sessionTimeout: {
      title: 'Ops, il tempo è scaduto',
      description: 'L’identificazione con BankID ha richiesto troppo tempo. Riprova o scegli un altro metodo.',
      button: 'Riprova',
    },
    userInteraction: {
      title: 'L’identificazione è stata annullata',
      description: 'Identificati con Mobile BankID o scegli un altro metodo.',
      button: 'Torna alla selezione',
    },
    userNotTrusted: {
      title: 'Non siamo riusciti a verificare la tua identità con BankID',
      description: 'Identificati con Mobile BankID o scegli un altro metodo.',
      button: 'Torna alla selezione',
    },
    bankIdIssue: {
      title: 'BankID non funziona al momento',
      description: 'Al momento c’è un problema con BankID. Riprova più tardi o scegli un altro metodo.',
      button: 'Torna alla selezione',
    },
  },
  cancel: {
    title: 'Vuoi interrompere l’identificazione con BankID?',
    warning: 'Se ti fermi ora, il tuo acquisto non verrà approvato.',
  },
} satisfies NamespaceBankIdSeTranslation

export default it_bankIdSe
