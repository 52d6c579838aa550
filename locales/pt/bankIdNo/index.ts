import type { NamespaceBankIdNoTranslation } from '../../i18n-types.ts'

const pt_bankIdNo = {
  failure: {
    sessionTimeout: {
      title: 'Ups, o tempo esgotou-se',
      description: 'A identificação com BankID demorou demasiado tempo. Tente novamente com o seu gerador de códigos ou com o BankID no telemóvel.',
      button: 'Tentar novamente',
    },
    userInteraction: {
      title: 'A identificação foi cancelada',
      description: 'Interrompeu a identificação com BankID. Tente novamente ou escolha outro método de pagamento.',
      button: 'Voltar ao pagamento',
    },
    technicalIssue: {
      title: 'O BankID não está a funcionar de momento',
      description: 'Ocorreu um erro com o BankID. Tente novamente mais tarde ou escolha outro método de pagamento.',
      button: 'Voltar ao pagamento',
    },
    userMismatch: {
      title: 'Os dados não coincidem',
      description: 'A pessoa que se identificou com BankID não corresponde aos dados indicados ao finalizar a compra. Identifique-se com o seu próprio BankID.',
      button: 'Voltar ao pagamento',
    },
  },
  cancel: {
    title: 'Interromper a identificação com BankID?',
    warning: 'Se interromper agora, a sua compra não será aprovada.',
  },
} satisfies NamespaceBankIdNoTranslation

export default pt_bankIdNo
