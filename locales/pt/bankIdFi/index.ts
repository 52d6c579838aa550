import type { NamespaceBankIdFiTranslation } from '../../i18n-types.ts'

const pt_bankIdFi = {
  failure: {
    userMismatch: {
      title: 'Os dados não coincidem',
      description: 'Confirme que o número de identificação nacional que indicou coincide com o da conta bancária com que se identifica.',
      button: 'Tentar novamente',
    },
    technicalIssue: {
      title: 'A identificação bancária não está a funcionar de momento',
      description: 'Ocorreu um erro da nossa parte. Tente novamente mais tarde ou escolha outro método de pagamento.',
      button: 'Voltar ao pagamento',
    },
    accessDenied: {
      title: 'O banco não partilhou os seus dados',
      description: 'Precisamos que o seu banco confirme a sua identidade. Tente novamente e autorize o banco a partilhar os seus dados.',
      button: 'Tentar novamente',
    },
    sessionTimeout: {
      title: 'Ups, o tempo esgotou-se',
      description: 'A identificação no seu banco demorou demasiado tempo. Tente novamente ou escolha outro método de pagamento.',
      button: 'Tentar novamente',
    },
    userNotTrusted: {
      title: 'Lamentamos, mas não foi possível verificar a sua identidade',
      description: 'Escolha outro método de pagamento para concluir a compra.',
      button: 'OK',
    },
  },
  cancel: {
    title: 'Interromper a identificação no banco?',
    warning: 'Se interromper agora, a sua compra não será aprovada.',
  },
} satisfies NamespaceBankIdFiTranslation

export default pt_bankIdFi
