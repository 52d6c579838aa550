import type { NamespaceBankLoginTranslation } from '../../i18n-types.ts'

const pt_bankLogin = {
  failure: {
    userMismatch: {
      title: 'O titular da conta não coincide',
      description: 'A conta bancária em que iniciou sessão pertence a outra pessoa. Inicie sessão na sua própria conta bancária.',
      button: 'Voltar às opções',
    },
    insufficientInfo: {
      title: 'O seu banco não partilhou informações suficientes',
      description: 'Não foi possível verificar a sua identidade com os dados partilhados pelo seu banco. Experimente outro banco ou outro método de pagamento.',
      button: 'Voltar às opções',
    },
    incompleteVerification: {
      title: 'O início de sessão no banco não foi concluído',
      description: 'Não recebemos do seu banco tudo aquilo de que precisamos. Inicie sessão novamente e conclua todos os passos.',
      button: 'Tentar novamente',
    },
    technicalIssue: {
      title: 'Não foi possível estabelecer ligação ao seu banco',
      description: 'Ocorreu um erro ao estabelecer ligação com {bankName}. Tente novamente mais tarde ou escolha outro método de pagamento.',
      button: 'Voltar ao pagamento',
    },
    sessionTimeout: {
      title: 'Ups, o tempo esgotou-se',
      description: 'O início de sessão no banco demorou demasiado tempo. Tente novamente ou escolha outro método.',
      button: 'Tentar novamente',
    },
  },
  cancel: {
    title: 'Interromper o início de sessão no banco?',
    warning: 'Se interromper agora, a sua compra não será aprovada.',
  },
} satisfies NamespaceBankLoginTranslation

export default pt_bankLogin
