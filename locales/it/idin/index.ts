import type { NamespaceIdinTranslation } from '../../i18n-types.ts'

const it_idin = {
  title: 'Conferma la tua identità con iDIN',
  intro: 'Con iDIN confermi chi sei tramite la tua banca.',
  how: 'Come funziona',
  chooseBank: 'Scegli la tua banca e accedi come fai di solito.',
  bankConfirms: 'La tua banca ci conferma nome, indirizzo e data di nascita.',
  comeBack: 'Poi torni qui per completare l’acquisto.',
  private: 'La tua banca non condivide le tue credenziali né i dati del tuo conto.',
  start: 'Continua con iDIN',
  cancel: {
    title: 'Vuoi interrompere la conferma con iDIN?',
    warning: 'Se ti fermi ora, il tuo acquisto non verrà approvato.',
  },
} satisfies NamespaceIdinTranslation

export default it_idin
