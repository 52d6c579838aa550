import type { NamespaceBankIdSeTranslation } from '../../i18n-types.ts'

const pt_bankIdSe = {
  failure: {
    unattainable: {
      title: 'Não foi possível contactar o BankID',
      description: 'O BankID não está a responder de momento. Conclua a compra com outro método.',
      button: 'Voltar às opções',
    },
    tooManyAttempts: {
      title: 'Demasiadas tentativas',
      description: 'Tentou utilizar o BankID demasiadas vezes. Conclua a compra com outro método.',
      button: 'Voltar às opções',
    },
    sessionTimeout: {
      title: 'Ups, o tempo esgotou-se',
      description: 'A identificação com BankID demorou demasiado tempo. Tente novamente ou escolha outro método.',
      button: 'Tentar novamente',
    },
    userInteraction: {
      title: 'A identificação foi cancelada',
      description: 'Autentique-se com o Mobile BankID ou escolha outro método.',
      button: 'Voltar às opções',
    },
    userNotTrusted: {
      title: 'Não foi possível verificar a sua identidade com BankID',
      description: 'Autentique-se com o Mobile BankID ou escolha outro método.',
      button: 'Voltar às opções',
    },
    bankIdIssue: {
      title: 'O BankID não está a funcionar de momento',
      description: 'De momento, existe um problema com o BankID. Tente novamente mais tarde ou escolha outro método.',
      button: 'Voltar às opções',
    },
  },
  cancel: {
    title: 'Interromper a identificação com BankID?',
    warning: 'Se interromper agora, a sua compra não será aprovada.',
  },
} satisfies NamespaceBankIdSeTranslation

export default pt_bankIdSe
