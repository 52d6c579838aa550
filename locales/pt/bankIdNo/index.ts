import type { NamespaceBankIdNoTranslation } from '../../i18n-types.ts'

const pt_bankIdNo = {
  title: 'Identifique-se com o BankID',
  signTitle: 'Assinar com o BankID',
  intro: 'Escolha como utiliza o BankID. Vai identificar-se na janela do próprio BankID.',
  signIntro: 'Escolha como utiliza o BankID. Vai assinar na janela do próprio BankID.',
  methods: 'Como utiliza o BankID?',
  app: 'Aplicação BankID',
  appHint: 'Confirme na aplicação do seu telemóvel',
  codeDevice: 'Gerador de códigos e palavra-passe',
  codeDeviceHint: 'Utilize um código do seu gerador e a sua palavra-passe pessoal',
  noBankId: 'Não tem BankID?',
  estimate: 'Normalmente demora cerca de um minuto.',
  review: {
    title: 'Reveja o que vai assinar',
    lead: 'Leia o texto com atenção. Vai assiná-lo com o BankID no passo seguinte.',
    label: 'Texto a assinar',
    loading: 'A carregar o texto…',
    failed: 'Não foi possível carregar o texto a assinar. Tente novamente.',
    continue: 'Continuar',
  },
  failure: {
    sessionTimeout: {
      title: 'Ups, o tempo esgotou-se',
      description:
        'A identificação com BankID demorou demasiado tempo. Volte ao pagamento e tente novamente com a aplicação BankID ou com o seu gerador de códigos.',
      button: 'Voltar ao pagamento',
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
      description:
        'A pessoa que se identificou com BankID não corresponde aos dados indicados ao finalizar a compra. Identifique-se com o seu próprio BankID.',
      button: 'Voltar ao pagamento',
    },
  },
  cancel: {
    title: 'Interromper a identificação com BankID?',
    warning: 'Se interromper agora, a sua compra não será aprovada.',
  },
} satisfies NamespaceBankIdNoTranslation

export default pt_bankIdNo
