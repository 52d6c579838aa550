import type { NamespacePasscodeTranslation } from '../../i18n-types.ts'

const pt_passcode = {
  title: 'Introduza o seu código de acesso',
  lead: 'Introduza o código de acesso de {length|int} dígitos que utiliza na aplicação.',
  label: 'Código de acesso',
  verifying: 'A verificar o seu código de acesso…',
  wrong: 'O código de acesso está incorreto.',
  attemptsLeft: 'Pode tentar mais {count|int} {{vez|vezes}}.',
  failed: 'Não foi possível verificar o seu código de acesso. Tente novamente.',
  forgot: 'Esqueceu-se do código de acesso?',
  failure: {
    tooManyAttempts: {
      title: 'Demasiados códigos de acesso incorretos',
      description:
        'Para sua segurança, não podemos aceitar mais tentativas. Escolha outro método de pagamento para concluir a compra.',
      button: 'Voltar ao pagamento',
    },
  },
  cancel: {
    title: 'Interromper a introdução do código de acesso?',
    warning: 'Se interromper agora, a sua compra não será aprovada.',
  },
} satisfies NamespacePasscodeTranslation

export default pt_passcode
