import type { NamespaceBankIdNoTranslation } from '../../i18n-types.ts'

const it_bankIdNo = {
  failure: {
    sessionTimeout: {
      title: 'Ops, il tempo è scaduto',
      description: 'L’identificazione con BankID ha richiesto troppo tempo. Riprova con il generatore di codici o con BankID su cellulare.',
      button: 'Riprova',
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
      description: 'La persona che si è identificata con BankID non corrisponde ai dati inseriti al momento del pagamento. Identificati con il tuo BankID.',
      button: 'Torna al pagamento',
    },
  },
  cancel: {
    title: 'Vuoi interrompere l’identificazione con BankID?',
    warning: 'Se ti fermi ora, il tuo acquisto non verrà approvato.',
  },
} satisfies NamespaceBankIdNoTranslation

export default it_bankIdNo
