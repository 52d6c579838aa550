import type { NamespaceIdCheckTranslation } from '../../i18n-types.ts'

const pt_idCheck = {
  document: {
    title: 'Verifique o seu documento de identificação',
    lead: 'Antes da sua compra, temos de verificar um dos seus documentos de identificação. Normalmente demora menos de 2 minutos e só é preciso fazê-lo uma vez.',
    secondTitle: 'Adicione mais um documento',
    secondLead:
      'Para terminar, precisamos de mais um documento de identificação, de um tipo diferente do que acabou de verificar.',
    typeLegend: 'Que documento pretende utilizar?',
    types: {
      driverLicence: 'Carta de condução',
      passport: 'Passaporte',
      medicare: 'Cartão Medicare',
    },
    submit: 'Verificar documento',
    rejected:
      'Não foi possível verificar este documento. Verifique se cada dado está exatamente como aparece no documento ou escolha outro documento.',
    attemptsLeft: 'Ainda tem {count|int} {{tentativa|tentativas}}.',
    sendFailed: 'Não foi possível enviar os seus dados. Tente novamente.',
  },
  fields: {
    state: {
      label: 'Estado ou território emissor',
      choose: 'Escolha um estado ou território',
      required: 'Escolha o estado ou território que emitiu a sua carta de condução',
    },
    licenceNumber: {
      label: 'Número da carta de condução',
      hint: 'Tal como aparece na sua carta de condução',
      hintFormat: 'Tal como aparece na sua carta de condução: {format}',
      required: 'Introduza o número da sua carta de condução',
      format: 'Os números de carta de condução de {state} têm {format}',
    },
    cardNumber: {
      label: 'Número do cartão',
      hint: 'Muda com cada novo cartão da carta de condução',
      hintFront: 'Na frente do cartão da carta de condução: {format}',
      hintBack: 'No verso do cartão da carta de condução: {format}',
      hintEither: 'Na frente ou no verso do cartão da carta de condução: {format}',
      required: 'Introduza o número do cartão da sua carta de condução',
      format: 'Os números de cartão das cartas de condução de {state} têm {format}',
    },
    nzLicenceNumber: {
      hint: 'Duas letras e seis algarismos (5a na sua carta de condução), por exemplo AB123456',
      format: 'Introduza duas letras e seis algarismos, por exemplo AB123456',
    },
    version: {
      label: 'Número de versão',
      hint: 'Três algarismos (5b na sua carta de condução). Muda com cada nova carta',
      required: 'Introduza o número de versão da sua carta de condução',
      format: 'Introduza os três algarismos da versão, por exemplo 123',
    },
    country: {
      label: 'País emissor',
      required: 'Escolha o país que emitiu o seu passaporte',
    },
    passportNumber: {
      label: 'Número do passaporte',
      hint: 'Tal como aparece no seu passaporte',
      hintExample: 'Tal como aparece no seu passaporte, por exemplo {example}',
      required: 'Introduza o número do seu passaporte',
      format: 'Introduza o número do passaporte tal como está impresso, por exemplo {example}',
      formatOther: 'Introduza o número do passaporte tal como está impresso: 5 a 9 letras ou algarismos',
    },
    medicareNumber: {
      label: 'Número do cartão Medicare',
      hint: 'Os 10 algarismos do seu cartão, por exemplo 2123\u00a045670\u00a01',
      required: 'Introduza o número do seu cartão Medicare',
      digits: 'Utilize apenas algarismos',
      tenDigits: 'O número de um cartão Medicare tem 10 algarismos',
      invalid: 'Este número de cartão Medicare não é válido. Verifique os 10 algarismos do seu cartão',
    },
    referenceNumber: {
      label: 'Número de referência individual',
      hint: 'O número junto ao seu nome no cartão, de 1 a 9',
      required: 'Introduza o seu número de referência individual',
      format: 'Introduza o único algarismo junto ao seu nome, de 1 a 9',
    },
    colour: {
      label: 'Cor do cartão',
      green: 'Verde',
      blue: 'Azul',
      yellow: 'Amarelo',
      required: 'Escolha a cor do seu cartão',
    },
    validTo: {
      label: 'Válido até',
      hint: 'Tal como aparece no seu cartão',
      hintGreen: 'Tal como aparece no seu cartão: MM/AAAA, por exemplo 03/2029',
      hintOther: 'Tal como aparece no seu cartão: DD/MM/AA, por exemplo 31/05/27',
      required: 'Introduza a data até à qual o seu cartão é válido',
      formatGreen: 'Introduza a data tal como aparece num cartão verde: MM/AAAA',
      formatOther: 'Introduza a data tal como aparece no seu cartão: DD/MM/AA',
      invalidDate: 'Introduza uma data que exista',
      expired: 'Este cartão expirou. Utilize um cartão válido ou escolha outro documento',
      tooFar: 'Verifique o ano: está demasiado longe no futuro',
    },
    nameOnCard: {
      label: 'Nome no cartão',
      hint: 'Exatamente como aparece no seu cartão, incluindo iniciais',
      required: 'Introduza o seu nome tal como aparece no seu cartão',
      tooLong: 'O nome num cartão Medicare tem no máximo {max|int} carateres. Introduza-o tal como está impresso',
    },
    firstName: {
      label: 'Nome próprio',
      required: 'Introduza o seu nome próprio',
    },
    middleName: {
      label: 'Segundo nome (opcional)',
      hint: 'Só se aparecer no seu documento',
    },
    lastName: {
      label: 'Apelido',
      required: 'Introduza o seu apelido',
    },
    namesHint: 'Tal como aparece no seu documento',
    characters: 'Utilize apenas letras, espaços, hífenes e apóstrofos',
    tooLong: 'Utilize no máximo {max|int} carateres',
    rejected: 'Verifique este dado: não coincide com o documento',
  },
  formats: {
    digits: '{count|int} algarismos',
    digitsUpTo: 'até {max|int} algarismos',
    digitsRange: '{min|int} a {max|int} algarismos',
    characters: '{count|int} letras ou algarismos',
    charactersUpTo: 'até {max|int} letras ou algarismos',
    charactersRange: '{min|int} a {max|int} letras ou algarismos',
  },
  loading: {
    title: 'Estamos a verificar o seu documento',
    estimate: 'Normalmente demora alguns segundos.',
  },
  verified: {
    title: 'Obrigado!',
    body: 'O seu documento de identificação foi verificado.',
    next: 'Para terminar, precisamos de mais um documento de identificação de outro tipo.',
  },
  failure: {
    technicalIssue: {
      title: 'De momento, não é possível verificar o seu documento de identificação',
      description: 'Ocorreu um erro da nossa parte. Tente novamente mais tarde ou escolha outro método de pagamento.',
      button: 'Voltar ao pagamento',
      customerService: 'apoio ao cliente',
    },
    sessionTimeout: {
      title: 'Ups, o tempo esgotou-se',
      description: 'A verificação do documento demorou demasiado tempo. Volte à página de pagamento e tente novamente.',
      button: 'Voltar ao pagamento',
    },
    verify: {
      title: 'Não foi possível validar o seu documento de identificação',
      description:
        'Os dados que introduziu não coincidem com os registos deste documento. Volte ao pagamento e tente novamente, ou escolha outro método de pagamento.',
      button: 'Voltar ao pagamento',
      customerService: 'apoio ao cliente',
    },
    invalidAddress: {
      title: 'Não foi possível validar a sua morada',
      description: 'A morada que indicou não coincide com os nossos registos. Verifique-a e tente novamente.',
      button: 'Alterar morada',
      customerService: 'apoio ao cliente',
    },
    userNotFound: {
      title: 'Não encontrámos os seus dados',
      description:
        'Não encontrámos nenhum registo que corresponda ao seu nome e morada. Verifique a sua morada e tente novamente.',
      button: 'Alterar morada',
      customerService: 'apoio ao cliente',
    },
  },
  customerServiceUrl: 'https://www.provider.com/{market}/customer-service/',
  cancel: {
    title: 'Interromper a verificação do documento?',
    warning: 'Se interromper agora, a sua compra não será aprovada.',
  },
} satisfies NamespaceIdCheckTranslation

export default pt_idCheck
