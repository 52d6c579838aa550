import type { NamespaceBankIdFiTranslation } from '../../i18n-types.ts'

const it_bankIdFi = {
  title: 'Identificati con la tua banca',
  intro: 'Scegli la tua banca. Ti identificherai nella finestra della banca, come quando accedi.',
  search: 'Cerca la tua banca',
  banks: 'Banche',
  /** Said once the shopper stops typing: how many banks the search found. */
  found: '{count|int} {{banca trovata|banche trovate}}.',
  noMatch: 'Nessuna banca corrisponde a “{query}”. Controlla l’ortografia o scegli un altro metodo.',
  mobileCertificate: 'Certificato mobile',
  yourBank: 'la tua banca',
  why: 'Perché lo chiediamo?',
  whyTitle: 'Perché ti chiediamo di identificarti?',
  whyLaw: 'La legge ci impone di verificare l’identità di chiunque paghi con noi.',
  whyMatch:
    'La tua banca conferma il tuo nome e il tuo codice identificativo nazionale. Devono corrispondere ai dati del conto con cui ti identifichi.',
  whyPrivate: 'Non vediamo mai le tue credenziali bancarie.',
  lastStep: 'Ultimo passaggio: identificazione presso la tua banca',
  failure: {
    userMismatch: {
      title: 'I dati non corrispondono',
      description:
        'Assicurati che il numero di identificazione nazionale che hai indicato corrisponda a quello del conto bancario con cui ti identifichi.',
      button: 'Torna al pagamento',
    },
    technicalIssue: {
      title: 'L’identificazione bancaria non funziona al momento',
      description:
        'Si è verificato un problema da parte nostra. Riprova più tardi o scegli un altro metodo di pagamento.',
      button: 'Torna al pagamento',
    },
    accessDenied: {
      title: 'La banca non ha condiviso i tuoi dati',
      description:
        'Abbiamo bisogno che la tua banca confermi la tua identità. Riprova e consenti alla banca di condividere i tuoi dati.',
      button: 'Torna al pagamento',
    },
    sessionTimeout: {
      title: 'Ops, il tempo è scaduto',
      description:
        'L’identificazione presso la tua banca ha richiesto troppo tempo. Riprova o scegli un altro metodo di pagamento.',
      button: 'Torna al pagamento',
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
