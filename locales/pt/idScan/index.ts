import type { NamespaceIdScanTranslation } from '../../i18n-types.ts'

const pt_idScan = {
  kycLater: {
    title: 'Verificar o documento agora ou mais tarde',
    lead: 'Pode concluir esta compra agora e carregar o seu documento de identificação mais tarde.',
    within: 'Se escolher mais tarde, pedimos o documento na sua segunda compra. Tem 30 dias para o carregar.',
    upload: 'Carregar documento',
    later: 'Talvez mais tarde',
    failed: 'Não foi possível guardar a sua escolha. Tente novamente.',
  },
  consent: {
    title: 'Próximo passo: verificação de identidade',
    lead: 'Para verificar a sua identidade, comparamos o seu rosto, numa selfie e numa breve leitura facial, com a fotografia do seu documento. O seu rosto é um dado biométrico, por isso precisamos primeiro do seu consentimento.',
    us: {
      body: 'Ao selecionar «Dou o meu consentimento», aceita que nós e o nosso fornecedor externo de verificação de identidade recolhamos, utilizemos e guardemos os seus dados biométricos para verificar a sua identidade, conforme descrito na nossa política de leitura facial e no nosso aviso de privacidade. Eliminamo-los quando deixam de ser necessários e, no máximo, ao fim de 3 anos.',
      agree: 'Dou o meu consentimento',
    },
    ca: {
      body: 'Ao selecionar «Iniciar verificação», aceita que recolhamos e utilizemos os seus dados biométricos para verificar a sua identidade, conforme descrito na nossa política de leitura facial e no nosso aviso de privacidade. Eliminamo-los quando deixam de ser necessários.',
      agree: 'Iniciar verificação',
    },
    mx: {
      body: 'Ao selecionar «Continuar», dá o seu consentimento para o tratamento dos seus dados pessoais e biométricos para verificar a sua identidade, conforme descrito no nosso aviso de privacidade e na nossa política de leitura facial.',
      agree: 'Continuar',
    },
    other: {
      body: 'Ao selecionar «Aceitar e continuar», dá o seu consentimento para que nós e o nosso fornecedor externo de verificação de identidade tratemos os seus dados biométricos para verificar a sua identidade, conforme descrito na nossa política de leitura facial e no nosso aviso de privacidade.',
      agree: 'Aceitar e continuar',
    },
    facialScanPolicy: 'Política de leitura facial',
    facialScanPolicyUrl: 'https://www.provider.com/facial-scan-policy/',
    privacyNotice: 'Aviso de privacidade',
    providerTerms: 'Termos do nosso fornecedor de verificação de identidade',
    providerTermsUrl: 'https://www.provider.com/identity-verification-provider/',
    noBiometrics:
      'Não quer que tratemos os seus dados biométricos? Pode enviar os seus dados para uma verificação manual.',
    submitDetails: 'Enviar os meus dados',
    submitDetailsUrl: 'https://www.provider.com/phone-reset/',
  },
  intro: {
    title: 'Digitalize o seu documento de identificação',
    lead: 'Precisamos de uma fotografia do seu documento e de uma sua para confirmar que é mesmo o próprio.',
    time: 'Demora menos de 4 minutos.',
    stepsLabel: 'O que vai fazer',
    stepDocument: 'Fotografar o seu documento',
    stepSelfie: 'Tirar uma selfie',
    stepFace: 'Rodar a cabeça devagar para uma breve leitura facial',
    documentsLegend: 'Que documento vai usar?',
    documentsHint: 'Tem de estar válido e dentro do prazo, com a data de validade bem visível.',
    curp: 'Só podemos aceitar um documento que inclua o seu CURP, como o seu cartão de eleitor (INE).',
    scam: 'Cuidado com burlas: continue apenas se for o próprio a fazer uma compra, neste momento. Nunca lhe pediremos que digitalize o seu documento para outra pessoa, nem por telefone, nem por e-mail, nem por SMS.',
    consentNote:
      'Ao selecionar «Digitalizar», dá o seu consentimento para o tratamento dos seus dados biométricos (o seu rosto) para verificar a sua identidade.',
    scan: 'Digitalizar',
    startFailed: 'Não foi possível iniciar a digitalização. Tente novamente.',
  },
  selfieIntro: {
    title: 'Tire uma selfie',
    lead: 'Precisamos de uma selfie e de uma breve leitura facial para o reconhecermos da próxima vez que se verificar.',
    time: 'Demora cerca de um minuto.',
    consentNote:
      'Ao selecionar «Começar», dá o seu consentimento para o tratamento dos seus dados biométricos (o seu rosto) para verificar a sua identidade.',
    start: 'Começar',
  },
  documents: {
    identityCard: 'Cartão de cidadão',
    passport: 'Passaporte',
    drivingLicence: 'Carta de condução',
    residencePermit: 'Autorização de residência',
    passportCard: 'Cartão de passaporte',
    taxId: 'Cartão de contribuinte',
    immigrationStatusDocument: 'Documento de estatuto de imigração',
    asylumRegistrationCard: 'Declaração comprovativa de pedido de asilo',
    postalIdentityCard: 'Cartão de identidade postal',
    socialSecurityCard: 'Cartão da Segurança Social',
    workPermit: 'Autorização de trabalho',
    certificateOfNaturalisation: 'Certidão de naturalização',
    homeOfficeLetter: 'Carta do Ministério da Administração Interna britânico (Home Office)',
    birthCertificate: 'Certidão de nascimento',
    visa: 'Visto',
    proofOfCitizenship: 'Certidão de nacionalidade',
    nationalHealthInsuranceCard: 'Cartão de utente de saúde',
    serviceIdCard: 'Cartão de identificação de serviço',
    indigenousCard: 'Documento de identidade indígena',
    municipalityIdentityCard: 'Cartão de identidade municipal',
    privateOperatorsCard: 'Cartão de operador privado',
    vehicleRegistrationCertificate: 'Certificado de matrícula',
    professionalQualificationCard: 'Carteira profissional',
    formForAffixingTheVisa: 'Impresso para aposição de visto',
    consularId: 'Cartão de identificação consular',
    internationalDrivingLicence: 'Licença internacional de condução',
    residenceStatusDocument: 'Documento de estatuto de residente',
    voterId: 'Cartão de eleitor (INE)',
    other: 'Documento de identificação',
  },
  capture: {
    step: 'Passo {current} de {total}',
    front: {
      title: 'Frente do seu documento',
      instruction: 'Coloque a frente do seu documento numa superfície escura e lisa e enquadre-o na moldura.',
    },
    back: {
      title: 'Verso do seu documento',
      instruction: 'Agora vire o documento e enquadre o verso na moldura.',
    },
    page: {
      title: 'Página da fotografia do passaporte',
      instruction: 'Abra o passaporte na página com a sua fotografia e enquadre a página inteira na moldura.',
    },
    sheet: {
      title: 'O seu documento',
      instruction: 'Coloque o documento numa superfície escura e lisa e enquadre a página inteira na moldura.',
    },
    selfie: {
      title: 'Tire uma selfie',
      instruction: 'Olhe diretamente para a câmara e mantenha o rosto dentro da oval. Retire óculos, chapéu e máscara.',
    },
    cameraLabel: 'Imagem da câmara',
    starting: 'A iniciar a câmara…',
    take: 'Tirar fotografia',
    takeSelfie: 'Tirar selfie',
    uploadInstead: 'Carregar uma fotografia em alternativa',
    useCamera: 'Usar a câmara em alternativa',
    guidance: {
      waiting: 'Aponte a câmara para o seu documento.',
      dark: 'Está demasiado escuro. Procure mais luz.',
      blur: 'Não se mexa: a imagem está desfocada.',
      glare: 'Incline ligeiramente o documento para evitar reflexos.',
      far: 'Aproxime-se para que o documento preencha a moldura.',
      good: 'Está bem. Tire a fotografia.',
      faceDark: 'Está demasiado escuro. Vire-se para uma janela ou um candeeiro.',
      faceBlur: 'Não se mexa: a imagem está desfocada.',
      faceGlare: 'Há demasiada luz no seu rosto. Afaste-se um pouco do candeeiro.',
      faceGood: 'Está bem. Tire a selfie.',
    },
  },
  review: {
    title: 'Verifique a fotografia',
    label: 'A sua fotografia',
    good: 'Confirme que todo o texto está nítido e legível e que nada ficou cortado.',
    goodFace: 'Confirme que todo o seu rosto está visível e nítido.',
    issues: {
      dark: 'A fotografia parece demasiado escura. Tire-a novamente com mais luz.',
      blur: 'A fotografia parece desfocada. Tire-a novamente sem se mexer.',
      glare: 'Há um reflexo na fotografia. Incline ligeiramente o documento e tire-a novamente.',
      far: 'O documento parece demasiado pequeno. Aproxime-se para que preencha a moldura.',
      faceGlare: 'Há demasiada luz no seu rosto. Afaste-se um pouco do candeeiro e tire a fotografia novamente.',
    },
    use: 'Usar esta fotografia',
    useAnyway: 'Usar mesmo assim',
    retake: 'Tirar novamente',
    chooseAnother: 'Escolher outra fotografia',
  },
  faceScan: {
    title: 'Leitura facial',
    lead: 'Mantenha o rosto dentro da oval e siga as instruções.',
    straight: 'Olhe diretamente para a câmara.',
    left: 'Rode a cabeça devagar para a esquerda.',
    right: 'Agora rode a cabeça devagar para a direita.',
    further: 'Só mais um pouco…',
    done: 'Concluído, obrigado.',
    progress: 'Leitura facial, parte {current} de {total}',
  },
  upload: {
    lead: 'Carregue uma fotografia nítida e bem iluminada.',
    choose: 'Escolher uma fotografia',
    take: 'Tirar uma fotografia',
    reading: 'A verificar a sua fotografia…',
    notImage: 'Não foi possível abrir este ficheiro. Escolha uma fotografia (JPEG ou PNG).',
    tooLarge: 'Este ficheiro é demasiado grande. Escolha uma fotografia com menos de 25 MB.',
    tooSmall: 'Esta fotografia é demasiado pequena para ser lida. Escolha uma maior.',
    noFaceScan: 'Sem câmara não podemos fazer a leitura facial. Em vez disso, verificamos a sua selfie.',
  },
  camera: {
    tryAgain: 'Tentar novamente com a câmara',
    uploadInstead: 'Carregar fotografias em alternativa',
    denied: {
      title: 'O acesso à câmara está bloqueado',
      description:
        'Para tirar as fotografias aqui, permita que esta página use a sua câmara: selecione o ícone da câmara ou do cadeado junto ao endereço, permita a câmara e tente novamente. Também pode carregar fotografias em alternativa.',
    },
    frame: {
      title: 'Não é possível usar a câmara nesta página',
      description:
        'A página da loja não nos permite usar a sua câmara. Pode carregar fotografias do seu documento e suas em alternativa.',
    },
    none: {
      title: 'Nenhuma câmara encontrada',
      description: 'Não encontrámos nenhuma câmara neste dispositivo. Pode carregar fotografias em alternativa.',
    },
    busy: {
      title: 'A sua câmara está em uso',
      description:
        'Outra aplicação ou separador está a usar a sua câmara. Feche-o e tente novamente, ou carregue fotografias em alternativa.',
    },
    insecure: {
      title: 'A câmara não está disponível nesta ligação',
      description: 'O seu navegador só permite a câmara em páginas seguras. Pode carregar fotografias em alternativa.',
    },
    unsupported: {
      title: 'Este navegador não consegue usar a câmara aqui',
      description:
        'Este navegador ou esta aplicação não permite que as páginas web usem a câmara. Pode carregar fotografias em alternativa ou abrir o pagamento no seu navegador habitual.',
    },
    failed: {
      title: 'A câmara não arrancou',
      description:
        'Ocorreu um problema ao iniciar a sua câmara. Tente novamente ou carregue fotografias em alternativa.',
    },
  },
  sending: {
    title: 'A enviar as suas fotografias',
    lead: 'Com uma ligação lenta, isto pode demorar um pouco.',
    parts: {
      documentFront: 'Frente do seu documento',
      documentBack: 'Verso do seu documento',
      selfie: 'A sua selfie',
      faceLeft: 'Leitura facial, esquerda',
      faceRight: 'Leitura facial, direita',
    },
    sent: 'Enviada',
    waiting: 'Em espera',
    failed: 'Não enviada',
    offline:
      'Não foi possível enviar todas as suas fotografias. Verifique a ligação à internet e envie-as novamente. Não precisa de as tirar de novo.',
    sendAgain: 'Enviar novamente',
    rejected: 'Não foi possível usar uma das suas fotografias. Tire-a novamente.',
    submitFailed: 'Não foi possível entregar as suas fotografias para verificação. Tente novamente.',
    retake: 'Tirá-la novamente',
  },
  verifying: {
    title: 'A verificar o seu documento',
    selfieTitle: 'A verificar a sua selfie',
    estimate: 'Demora menos de 2 minutos.',
  },
  retry: {
    title: 'Não foi possível aceitar o seu documento',
    reasons: {
      expired: 'O seu documento está fora do prazo de validade. Use um documento válido.',
      glare: 'Havia reflexos no seu documento, por isso não conseguimos lê-lo.',
      blur: 'A fotografia estava desfocada, por isso não conseguimos ler o seu documento.',
      wrongType: 'Não podemos aceitar este tipo de documento. Use um dos documentos indicados.',
      curpMissing: 'Este documento não inclui o seu CURP. Use um que o inclua, como o seu cartão de eleitor (INE).',
      unreadable: 'Não conseguimos ler o seu documento.',
      face: 'Não conseguimos associar o seu rosto à fotografia do seu documento.',
    },
    tips: 'Coloque o documento numa superfície escura e lisa, com boa luz. Confirme que o documento está todo dentro da moldura, nítido e sem reflexos.',
    scanAgain: 'Digitalizar novamente',
    otherDocument: 'Usar outro documento',
    selfieTitle: 'Não foi possível usar a sua selfie',
    selfieTips: 'Vire-se para a luz, mantenha o rosto dentro da oval e não se mexa.',
    selfieAgain: 'Tirá-la novamente',
  },
  failure: {
    userMismatch: {
      title: 'O documento não corresponde aos seus dados',
      description:
        'O nome no seu documento de identificação não coincide com o nome que indicou ao finalizar a compra. Utilize o seu próprio documento.',
      button: 'Voltar ao pagamento',
    },
    userMismatchWithContact: {
      title: 'O documento não corresponde aos seus dados',
      description:
        'O nome no seu documento de identificação não coincide com o nome que indicou ao finalizar a compra. Se precisar de ajuda, contacte o nosso apoio ao cliente {contactTimes}.',
      button: 'Voltar ao pagamento',
    },
    idNumberMissing: {
      title: 'Não foi possível ler o número do documento',
      description: 'Digitalize um documento em que o seu número de identificação esteja bem visível.',
      button: 'Voltar ao pagamento',
    },
    idNumberMissingWithContact: {
      title: 'Não foi possível ler o número do documento',
      description:
        'Digitalize um documento em que o seu número de identificação esteja bem visível. Se precisar de ajuda, contacte o nosso apoio ao cliente {contactTimes}.',
      button: 'Voltar ao pagamento',
    },
    idNumberMismatch: {
      title: 'O número do documento não coincide',
      description: 'O número no seu documento não coincide com o que indicou. Verifique-o e tente novamente.',
      button: 'Voltar ao pagamento',
    },
    idNumberMismatchWithContact: {
      title: 'O número do documento não coincide',
      description:
        'O número no seu documento não coincide com o que indicou. Se precisar de ajuda, contacte o nosso apoio ao cliente {contactTimes}.',
      button: 'Voltar ao pagamento',
    },
  },
  cancel: {
    title: 'Interromper a verificação do documento?',
    warning: 'Se interromper agora, a sua compra não será aprovada. Terá de recomeçar a digitalização.',
    selfieRegistration: {
      title: 'Interromper a selfie?',
      warning:
        'Se interromper agora, a sua compra não será aprovada. Terá de tirar a selfie e fazer a leitura facial novamente.',
    },
  },
} satisfies NamespaceIdScanTranslation

export default pt_idScan
