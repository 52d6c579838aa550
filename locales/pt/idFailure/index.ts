import type { NamespaceIdFailureTranslation } from '../../i18n-types.ts'

const pt_idFailure = {
  failure: {
    technicalIssue: {
      title: 'De momento, não é possível verificar o seu documento de identificação',
      description: 'Ocorreu um erro da nossa parte. Tente novamente mais tarde ou escolha outro método de pagamento.',
      button: 'Voltar ao pagamento',
    },
    technicalIssueWithContact: {
      title: 'De momento, não é possível verificar o seu documento de identificação',
      description:
        'Ocorreu um erro da nossa parte. Tente novamente mais tarde ou contacte o nosso apoio ao cliente {contactTimes}.',
      button: 'Voltar ao pagamento',
    },
    sessionTimeout: {
      title: 'Ups, o tempo esgotou-se',
      description: 'A verificação do documento demorou demasiado tempo. Volte à página de pagamento e tente novamente.',
      button: 'Voltar ao pagamento',
    },
    sessionTimeoutWithContact: {
      title: 'Ups, o tempo esgotou-se',
      description:
        'A verificação do documento demorou demasiado tempo. Tente novamente ou contacte o nosso apoio ao cliente {contactTimes}.',
      button: 'Voltar ao pagamento',
    },
    networkIssue: {
      title: 'Ligação à Internet perdida',
      description:
        'A ligação falhou durante a verificação do documento. Verifique a sua ligação à Internet e tente novamente.',
      button: 'Voltar ao pagamento',
    },
    networkIssueWithContact: {
      title: 'Ligação à Internet perdida',
      description:
        'A ligação falhou durante a verificação do documento. Tente novamente ou contacte o nosso apoio ao cliente {contactTimes}.',
      button: 'Voltar ao pagamento',
    },
    invalidAddress: {
      title: 'Não foi possível validar a sua morada',
      description:
        'A morada do seu documento de identificação não coincide com a que indicou ao finalizar a compra. Verifique a sua morada e tente novamente.',
      button: 'Voltar ao pagamento',
    },
    invalidAddressWithContact: {
      title: 'Não foi possível validar a sua morada',
      description:
        'A morada do seu documento de identificação não coincide com a que indicou ao finalizar a compra. Se precisar de ajuda, contacte o nosso apoio ao cliente {contactTimes}.',
      button: 'Voltar ao pagamento',
    },
    invalidDocument: {
      title: 'Não foi possível aceitar este documento',
      description:
        'Utilize um documento de identificação válido e não caducado, com a data de validade bem visível, bem focado e sem reflexos.',
      button: 'Voltar ao pagamento',
    },
    invalidDocumentWithContact: {
      title: 'Não foi possível aceitar este documento',
      description:
        'Utilize um documento de identificação válido e não caducado, bem focado e sem reflexos. Se precisar de ajuda, contacte o nosso apoio ao cliente {contactTimes}.',
      button: 'Voltar ao pagamento',
    },
    userNotTrusted: {
      title: 'Lamentamos, mas não foi possível verificar a sua identidade',
      description: 'Escolha outro método de pagamento para concluir a compra.',
      button: 'Voltar ao pagamento',
    },
    userNotTrustedWithContact: {
      title: 'Lamentamos, mas não foi possível verificar a sua identidade',
      description: 'Escolha outro método de pagamento ou contacte o nosso apoio ao cliente {contactTimes}.',
      button: 'Voltar ao pagamento',
    },
  },
} satisfies NamespaceIdFailureTranslation

export default pt_idFailure
