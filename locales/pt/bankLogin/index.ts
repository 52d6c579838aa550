import type { NamespaceBankLoginTranslation } from '../../i18n-types.ts'

const pt_bankLogin = {
  start: {
    title: 'Inicie sessão no seu banco',
    lead: 'Inicie sessão no seu banco para nos ajudar a verificar a sua identidade.',
    noSave: 'Não guardamos os seus dados de acesso.',
    encrypted: 'Pode ficar descansado: os seus dados estão encriptados e protegidos.',
    suggested: 'Vai iniciar sessão em {bankName}.',
    consent:
      'Ao continuar, autoriza-nos a aceder às informações da sua conta no seu banco durante um máximo de 90 dias, para verificarmos a sua identidade.',
    consentMore:
      'Lemos o seu nome, morada, data de nascimento e os dados da sua conta, e comparamo-los com os dados que nos indicou. Não movimentamos dinheiro nem partilhamos os seus dados de acesso com ninguém.',
    consentUk: 'Só lemos movimentos dos últimos 90 dias, no máximo.',
    why: 'Porque pedimos isto?',
  },
  why: {
    title: 'Porque lhe pedimos que inicie sessão no seu banco?',
    body: 'O seu banco já sabe quem é. Iniciar sessão no banco é uma forma rápida e segura de confirmar a sua identidade, sem enviar documentos nem fotografias.',
    safety:
      'Inicia sessão através de uma ligação segura e encriptada. Nunca vemos nem guardamos a sua palavra-passe ou o seu PIN, e não podemos fazer pagamentos a partir da sua conta.',
  },
  selection: {
    title: 'Encontre o seu banco',
    country: 'País',
    search: 'Nome do banco, IBAN ou BIC',
    searchHint: 'Por exemplo, Deutsche Bank, DEUTDEBBXXX ou o seu IBAN.',
    minChars: 'Introduza pelo menos três carateres',
    searching: 'A pesquisar…',
    results: '{count|int} {{banco encontrado|bancos encontrados}}. Escolha um com as teclas de seta.',
    noResults: 'Não encontrámos nenhum banco. Verifique a ortografia ou experimente o BIC ou o seu IBAN.',
    ibanTyping: 'Um IBAN deste país tem {expected|int} carateres. Introduziu {length|int}.',
    ibanLength: 'Um IBAN deste país tem {expected|int} carateres. Verifique-o.',
    ibanChecksum: 'Este IBAN não é válido. Verifique se tem erros de digitação.',
    ibanCountry: 'Não conseguimos ligar-nos a bancos do país deste IBAN.',
    countryChanged: 'Bancos do país: {country}.',
    searchFailed: 'De momento não foi possível pesquisar bancos. Tente novamente.',
    tryAgain: 'Pesquisar novamente',
    notListed: 'O meu banco não está na lista',
    connecting: 'A estabelecer ligação com {bankName}…',
    selectFailed: 'Não foi possível estabelecer ligação com {bankName}. Tente novamente ou escolha outro banco.',
    startFailed: 'Não foi possível iniciar o acesso ao banco. Tente novamente.',
  },
  countries: {
    DE: 'Alemanha',
    AT: 'Áustria',
    BE: 'Bélgica',
    IT: 'Itália',
    NL: 'Países Baixos',
    PL: 'Polónia',
    ES: 'Espanha',
    SE: 'Suécia',
    CH: 'Suíça',
    GB: 'Reino Unido',
  },
  creds: {
    title: 'Iniciar sessão: {selectedBank}',
    lead: 'Utilize os dados com que acede ao homebanking de {selectedBank}.',
    fields: {
      userId: 'Identificação do utilizador',
      username: 'Nome de utilizador',
      customerNumber: 'Número de cliente',
      contractNumber: 'Número de contrato',
      pin: 'Código PIN',
      password: 'Palavra-passe',
    },
    required: 'Preencha este campo.',
    submit: 'Iniciar sessão',
    wrong: 'Estes dados de acesso não estão corretos. Verifique-os e tente novamente.',
    attemptsLeft: '{{Resta|Restam}} {count|int} {{tentativa|tentativas}}.',
    blocked: 'O seu banco bloqueou o acesso depois de demasiadas tentativas. Escolha outro banco ou outro método.',
    failed: 'Não foi possível iniciar a sua sessão. Tente novamente.',
    dismissed: 'O acesso não foi aprovado na app do seu banco. Inicie sessão novamente.',
  },
  code: {
    title: 'Introduza o código do seu banco',
    lead: 'O banco {selectedBank} enviou-lhe um código de utilização única por SMS ou na respetiva app.',
    label: 'Código do seu banco',
    verifying: 'A verificar o código…',
    wrong: 'O código não está correto. Tente novamente.',
    failed: 'Não foi possível verificar o código. Tente novamente.',
  },
  app: {
    title: 'Aprove na app do seu banco',
    lead: 'Abra a app de {selectedBank} no telemóvel e aprove aí o acesso.',
    waiting: 'A aguardar a sua aprovação…',
    estimate: 'Normalmente demora menos de um minuto.',
  },
  verify: {
    title: 'Estamos a verificar a sua identidade',
    lead: 'Estamos a confirmar os seus dados com {selectedBank}.',
    estimate: 'Normalmente demora só alguns segundos.',
    readingAccount: 'A ler os dados da sua conta…',
  },
  report: {
    title: 'Diga-nos qual é o seu banco',
    lead: 'Estamos sempre a adicionar novos bancos. Diga-nos que banco utiliza e vamos analisar a possibilidade de o adicionar.',
    label: 'Nome do seu banco',
    required: 'Introduza o nome do seu banco.',
    send: 'Enviar',
    failed: 'Não foi possível comunicar o banco não suportado. Tente novamente.',
  },
  reported: {
    title: 'Obrigado!',
    body: 'Registámos que gostaria de utilizar {bankName}. Por agora, escolha outro banco ou outra forma de verificação.',
  },
  otherBank: 'Escolher outro banco',
  yourBank: 'o seu banco',
  failure: {
    userMismatch: {
      title: 'O titular da conta não corresponde',
      description:
        'A conta bancária em que iniciou sessão pertence a outra pessoa. Inicie sessão na sua própria conta bancária.',
      button: 'Voltar às opções',
    },
    insufficientInfo: {
      title: 'O seu banco não partilhou informações suficientes',
      description:
        'Não conseguimos verificar a sua identidade com os dados partilhados pelo seu banco. Experimente outro banco ou outro método de pagamento.',
      button: 'Voltar às opções',
    },
    incompleteVerification: {
      title: 'O acesso ao banco não foi concluído',
      description:
        'Não recebemos do seu banco tudo aquilo de que precisamos. Volte ao pagamento para recomeçar ou escolha outro método de pagamento.',
      button: 'Voltar ao pagamento',
    },
    technicalIssue: {
      title: 'Não conseguimos ligar-nos ao seu banco',
      description:
        'Ocorreu um problema ao estabelecer ligação com {bankName}. Tente novamente mais tarde ou escolha outro método de pagamento.',
      button: 'Voltar ao pagamento',
    },
    sessionTimeout: {
      title: 'Ups, o tempo esgotou-se',
      description:
        'O acesso ao banco demorou demasiado. Volte ao pagamento para tentar novamente ou escolha outro método.',
      button: 'Voltar ao pagamento',
    },
  },
  cancel: {
    title: 'Interromper o início de sessão no banco?',
    warning: 'Se interromper agora, a sua compra não será aprovada.',
  },
} satisfies NamespaceBankLoginTranslation

export default pt_bankLogin
