import type { NamespaceBankLoginTranslation } from '../../i18n-types.ts'

const it_bankLogin = {
  failure: {
    userMismatch: {
      title: 'Il titolare del conto non corrisponde',
      description: 'Il conto bancario a cui hai effettuato l’accesso appartiene a un’altra persona. Accedi al tuo conto bancario.',
      button: 'Torna alla selezione',
    },
    insufficientInfo: {
      title: 'La tua banca non ha condiviso informazioni sufficienti',
      description: 'Non siamo riusciti a verificare la tua identità con i dati condivisi dalla tua banca. Prova con un’altra banca o con un altro metodo di pagamento.',
      button: 'Torna alla selezione',
    },
    incompleteVerification: {
      title: 'L’accesso alla banca non è stato completato',
      description: 'Non abbiamo ricevuto dalla tua banca tutto ciò che ci serve. Accedi di nuovo e completa tutti i passaggi.',
      button: 'Riprova',
    },
    technicalIssue: {
      title: 'Non siamo riusciti a collegarci alla tua banca',
      description: 'Si è verificato un problema durante il collegamento con {bankName}. Riprova più tardi o scegli un altro metodo di pagamento.',
      button: 'Torna al pagamento',
    },
    sessionTimeout: {
      title: 'Ops, il tempo è scaduto',
      description: 'L’accesso alla banca ha richiesto troppo tempo. Riprova o scegli un altro metodo.',
      button: 'Riprova',
    },
  },
  cancel: {
    title: 'Vuoi interrompere l’accesso alla tua banca?',
    warning: 'Se ti fermi ora, il tuo acquisto non verrà approvato.',
  },
} satisfies NamespaceBankLoginTranslation

export default it_bankLogin
