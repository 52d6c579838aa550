import type { Translation } from '../i18n-types.ts'

const pt = {
  common: {
    close: 'Fechar',
    goBack: 'Voltar',
    continue: 'Continuar',
    tryAgain: 'Tentar novamente',
    loading: 'A carregar…',
    ok: 'OK',
    gotIt: 'Entendido',
    goBackToCheckout: 'Voltar ao pagamento',
    backToSelection: 'Voltar às opções',
    changeAddress: 'Alterar morada',
    agreeAndContinue: 'Aceitar e continuar',
    noThanks: 'Não, obrigado',
    showMore: 'Ver mais',
    showLess: 'Ver menos',
    opensInNewWindow: '(abre numa nova janela)',
    privacyPolicy: 'Política de privacidade',
  },
  dialog: {
    closeLabel: 'Fechar',
    backLabel: 'Voltar',
    logoLabel: 'Verificação de identidade segura',
  },
  cancel: {
    title: 'Está prestes a sair da verificação',
    warning: 'Se sair agora, a sua compra não será aprovada.',
    warningMerchant: 'Se sair agora, a sua compra em {merchant} não será concluída.',
    warningSignup: 'Se sair agora, não será possível concluir a criação da sua conta.',
    warningPhoneReset: 'Se sair agora, o seu número de telefone não será alterado.',
    return: 'Continuar a verificação',
    end: 'Sair da verificação',
  },
  consent: {
    title: 'Verifique a sua identidade',
    body: 'Ao carregar em «Continuar», aceita que possamos comunicar os seus dados pessoais a organismos externos e a entidades de informação de crédito para verificar a sua identidade, conforme exigido por lei.',
    privacyPolicy: 'Consulte a nossa política de privacidade',
    privacyUrl: 'https://www.provider.com/privacy/',
    continue: 'Continuar',
    agree: 'Aceitar e continuar',
    decline: 'Não, obrigado',
    declineHint: 'Se não aceitar, pode verificar a sua identidade de outra forma.',
  },
  progress: {
    title: 'Aguarde um momento',
    doNotClose: 'Não feche esta janela.',
  },
  network: {
    title: 'Ligação à Internet perdida',
    description: 'Verifique a sua ligação à Internet e tente novamente.',
  },
  waiting: {
    reconnecting: 'Vamos continuar a tentar até a ligação ser restabelecida.',
  },
  method: {
    another: 'Escolher outro método',
  },
  fallback: {
    title: 'Este método de verificação não está disponível',
    description:
      'De momento, não é possível verificar a sua identidade desta forma. Volte à página de pagamento e escolha outro método de pagamento.',
    button: 'Voltar ao pagamento',
  },
  success: {
    title: 'Está tudo pronto',
    lead: 'Pode continuar com a sua compra.',
  },
  closing: {
    title: 'Um momento',
    lead: 'Vamos levá-lo de volta ao pagamento.',
  },
  failure: {
    generic: {
      title: 'Não foi possível concluir a compra',
      description:
        'Não se preocupe: pode tentar novamente ou escolher outro método de pagamento para concluir a compra.',
      button: 'Voltar ao pagamento',
    },
    close: {
      title: 'Não foi possível concluir a compra',
      description:
        'Não se preocupe: pode tentar novamente ou escolher outro método de pagamento para concluir a compra.',
      button: 'Fechar',
    },
    sessionTimeout: {
      title: 'Ups, o tempo esgotou-se',
      description: 'A sua sessão expirou por motivos de segurança. Volte à página de pagamento e tente novamente.',
      button: 'Voltar ao pagamento',
    },
    userNotTrusted: {
      title: 'Lamentamos, mas não foi possível verificar a sua identidade',
      description: 'Escolha outro método de pagamento para concluir a compra.',
      button: 'Voltar ao pagamento',
    },
    networkIssue: {
      title: 'Ligação à Internet perdida',
      description: 'Verifique a sua ligação à Internet e tente novamente.',
      button: 'Voltar ao pagamento',
    },
    signup: {
      title: 'Não foi possível concluir a criação da sua conta',
      description: 'Não se preocupe: pode tentar novamente mais tarde ou registar-se de outra forma.',
      button: 'Fechar',
    },
    phoneReset: {
      title: 'Não foi possível alterar o seu número de telefone',
      description: 'O seu número de telefone mantém-se inalterado. Tente novamente mais tarde.',
      button: 'Fechar',
    },
    oneTimeCard: {
      title: 'Não foi possível criar o seu cartão de utilização única',
      description: 'Tente criar novamente um cartão de utilização única.',
      button: 'Fechar',
    },
    inStore: {
      title: 'Tudo pronto! Basta levar um documento de identificação válido com fotografia na primeira compra',
      description:
        'Para nos ajudar a verificar a sua identidade e a manter a sua conta segura, leve um documento de identificação válido com fotografia na sua primeira compra em loja.',
      button: 'Continuar',
    },
    customerService: 'Se tiver algum problema, contacte o',
    contactTimes:
      'por chat (de segunda a domingo, das 9h às 17h) ou pelo telefone {phoneNumber} (de segunda a sexta, das 9h às 17h)',
    contactTimesChat: 'por chat (de segunda a domingo, das 9h às 17h)',
    callCustomerService: 'Ligar para o apoio ao cliente: {phoneNumber}',
  },
} satisfies Translation

export default pt
