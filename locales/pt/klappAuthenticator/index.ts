import type { NamespaceKlappAuthenticatorTranslation } from '../../i18n-types.ts'

const pt_klappAuthenticator = {
  failure: {
    sessionTimeout: {
      title: 'Ups, o tempo esgotou-se',
      description: 'Não recebemos a sua aprovação na aplicação a tempo. Tente novamente.',
      button: 'Tentar novamente',
    },
    rdlSessionRejected: {
      title: 'O pedido foi recusado na aplicação',
      description: 'Recusou o pedido na aplicação, por isso não foi possível confirmar a sua identidade. Se não reconhece esta ação, escolha outro método de pagamento.',
      button: 'Voltar ao pagamento',
    },
  },
  cancel: {
    title: 'Interromper a aprovação na aplicação?',
    warning: 'Se interromper agora, a sua compra não será aprovada.',
  },
} satisfies NamespaceKlappAuthenticatorTranslation

export default pt_klappAuthenticator
