import type { NamespaceKlappAuthenticatorTranslation } from '../../i18n-types.ts'

const pt_klappAuthenticator = {
  title: 'Aprove o pedido na aplicação',
  lead: 'Enviámos um pedido para a aplicação no seu telemóvel. Abra-a e aprove o pedido para continuar.',
  sending: 'A enviar o pedido para o seu telemóvel…',
  waiting: 'A aguardar a sua aprovação…',
  estimate: 'Normalmente, demora menos de um minuto.',
  resend: 'Enviar novamente o pedido',
  resendIn: 'Pode enviar novamente o pedido daqui a {seconds|int} {{segundo|segundos}}.',
  sendFailed: 'Não foi possível enviar o pedido para o seu telemóvel. Tente novamente.',
  dismissedTitle: 'O pedido não foi aprovado',
  dismissed: 'O pedido foi fechado na aplicação sem resposta. Pode enviar um novo.',
  sendAgain: 'Enviar um novo pedido',
  failure: {
    sessionTimeout: {
      title: 'Ups, o tempo esgotou-se',
      description: 'Não recebemos a sua aprovação na aplicação a tempo. Tente novamente.',
      button: 'Voltar ao pagamento',
    },
    rdlSessionRejected: {
      title: 'O pedido foi recusado na aplicação',
      description:
        'Recusou o pedido na aplicação, por isso não foi possível confirmar a sua identidade. Se não reconhece esta ação, escolha outro método de pagamento.',
      button: 'Voltar ao pagamento',
    },
  },
  cancel: {
    title: 'Interromper a aprovação na aplicação?',
    warning: 'Se interromper agora, a sua compra não será aprovada.',
  },
} satisfies NamespaceKlappAuthenticatorTranslation

export default pt_klappAuthenticator
