import type { NamespaceBureauCheckTranslation } from '../../i18n-types.ts'

const it_bureauCheck = {
  failure: {
    technicalIssueFallback: {
      title: 'Non siamo riusciti a completare l’acquisto',
      description: 'Non preoccuparti, puoi riprovare o scegliere un altro metodo di pagamento per completare l’acquisto.',
      button: 'Torna al pagamento',
    },
    invalidUserInfoWithContact: {
      title: 'Non siamo riusciti a completare l’acquisto',
      description: 'Non preoccuparti, puoi riprovare o scegliere un altro metodo di pagamento per completare l’acquisto. Hai bisogno di aiuto? Il nostro servizio clienti è disponibile in chat lun–dom 9–17 e al telefono lun–ven 9–17.',
      button: 'Torna al pagamento',
    },
    userNotTrustedWithContact: {
      title: 'Non siamo riusciti a completare l’acquisto',
      description: 'Non preoccuparti, puoi scegliere un altro metodo di pagamento per completare l’acquisto. Hai bisogno di aiuto? Il nostro servizio clienti è disponibile in chat lun–dom 9–17 e al telefono lun–ven 9–17.',
      button: 'Torna al pagamento',
    },
  },
  cancel: {
    title: 'Vuoi interrompere la verifica dell’identità?',
    warning: 'Se ti fermi ora, il tuo acquisto non verrà approvato.',
  },
} satisfies NamespaceBureauCheckTranslation

export default it_bureauCheck
