import type { NamespaceBureauCheckTranslation } from '../../i18n-types.ts'

const pt_bureauCheck = {
  failure: {
    technicalIssueFallback: {
      title: 'Não foi possível concluir a compra',
      description: 'Não se preocupe: pode tentar novamente ou escolher outro método de pagamento para concluir a compra.',
      button: 'Voltar ao pagamento',
    },
    invalidUserInfoWithContact: {
      title: 'Não foi possível concluir a compra',
      description: 'Não se preocupe: pode tentar novamente ou escolher outro método de pagamento para concluir a compra. Precisa de ajuda? O nosso apoio ao cliente está disponível por chat (de segunda a domingo, das 9h às 17h) e por telefone (de segunda a sexta, das 9h às 17h).',
      button: 'Voltar ao pagamento',
    },
    userNotTrustedWithContact: {
      title: 'Não foi possível concluir a compra',
      description: 'Não se preocupe: pode escolher outro método de pagamento para concluir a compra. Precisa de ajuda? O nosso apoio ao cliente está disponível por chat (de segunda a domingo, das 9h às 17h) e por telefone (de segunda a sexta, das 9h às 17h).',
      button: 'Voltar ao pagamento',
    },
  },
  cancel: {
    title: 'Interromper a verificação de identidade?',
    warning: 'Se interromper agora, a sua compra não será aprovada.',
  },
} satisfies NamespaceBureauCheckTranslation

export default pt_bureauCheck
