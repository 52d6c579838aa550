import type { NamespaceBankIdFiTranslation } from '../../i18n-types.ts'

const it_bankIdFi = {
  failure: {
    userMismatch: {
      title: 'I dati non corrispondono',
      description: 'Assicurati che il numero di identificazione nazionale che hai indicato corrisponda a quello del conto bancario con cui ti identifichi.',
      button: 'Riprova',
    },
    technicalIssue: {
      title: 'L’identificazione bancaria non funziona al momento',
      description: 'Si è verificato un problema da parte nostra. Riprova più tardi o scegli un altro metodo di pagamento.',
      button: 'Torna al pagamento',
    },
    accessDenied: {
      title: 'La banca non ha condiviso i tuoi dati',
      description: 'Abbiamo bisogno che la tua banca confermi la tua identità. Riprova e consenti alla banca di condividere i tuoi dati.',
      button: 'Riprova',
    },
    sessionTimeout: {
      title: 'Ops, il tempo è scaduto',
      description: 'L’identificazione presso la tua banca ha richiesto troppo tempo. Riprova o scegli un altro metodo di pagamento.',
      button: 'Riprova',
    },
    userNotTrusted: {
      title: 'Purtroppo non siamo riusciti a verificare la tua identità',
      description: 'Scegli un altro metodo di pagamento per completare l’acquisto.',
      button: 'OK',
    },
  },
  cancel: {
    title: 'Vuoi interrompere l’identificazione presso la tua banca?',
    warning: 'Se ti fermi ora, il tuo acquisto non verrà approvato.',
  },
} satisfies NamespaceBankIdFiTranslation

export default it_bankIdFi
