import type { NamespaceIdCheckTranslation } from '../../i18n-types.ts'

const pt_idCheck = {
  failure: {
    technicalIssue: {
      title: 'De momento, não é possível verificar o seu documento de identificação',
      description: 'Ocorreu um erro da nossa parte. Tente novamente mais tarde ou escolha outro método de pagamento.',
      button: 'Voltar ao pagamento',
    },
    sessionTimeout: {
      title: 'Ups, o tempo esgotou-se',
      description: 'A verificação do documento demorou demasiado tempo. Volte à página de pagamento e tente novamente.',
      button: 'Voltar ao pagamento',
    },
    verify: {
      title: 'Não foi possível validar o seu documento de identificação',
      description: 'Os dados que introduziu não coincidem com os registos deste documento. Verifique-os e tente novamente.',
      button: 'Tentar novamente',
    },
    invalidAddress: {
      title: 'Não foi possível validar a sua morada',
      description: 'A morada que indicou não coincide com os nossos registos. Verifique-a e tente novamente.',
      button: 'Alterar morada',
    },
    userNotFound: {
      title: 'Não encontrámos os seus dados',
      description: 'Não encontrámos nenhum registo que corresponda ao seu nome e morada. Verifique a sua morada e tente novamente.',
      button: 'Alterar morada',
    },
  },
  customerServiceLabel: 'apoio ao cliente',
  customerServiceUrl: 'https://www.provider.com/nz/customer-service/',
  cancel: {
    title: 'Interromper a verificação do documento?',
    warning: 'Se interromper agora, a sua compra não será aprovada.',
  },
} satisfies NamespaceIdCheckTranslation

export default pt_idCheck
