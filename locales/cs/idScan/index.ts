import type { NamespaceIdScanTranslation } from '../../i18n-types.ts'

const cs_idScan = {
  kycLater: {
    title: 'Ověřte svůj doklad teď, nebo později',
    lead: 'Tento nákup můžete dokončit hned a doklad totožnosti nahrát později.',
    within: 'Pokud zvolíte později, požádáme vás o doklad při vašem druhém nákupu. Na jeho nahrání máte 30 dní.',
    upload: 'Nahrát doklad',
    later: 'Možná později',
    failed: 'Vaši volbu se nepodařilo uložit. Zkuste to znovu.',
  },
  consent: {
    title: 'Další krok – ověření totožnosti',
    lead: 'Abychom ověřili vaši totožnost, porovnáme váš obličej na selfie a v krátkém skenu obličeje s fotografií na vašem dokladu. Obličej je biometrický údaj, proto nejdřív potřebujeme váš souhlas.',
    us: {
      body: 'Volbou Souhlasím berete na vědomí a souhlasíte, že my a náš externí poskytovatel ověření totožnosti budeme shromažďovat, používat a uchovávat vaše biometrické údaje k ověření vaší totožnosti, jak popisují naše zásady skenování obličeje a naše informace o ochraně soukromí. Smažeme je, jakmile už nebudou potřeba, nejpozději po 3 letech.',
      agree: 'Souhlasím',
    },
    ca: {
      body: 'Volbou Zahájit ověření souhlasíte, že budeme shromažďovat a používat vaše biometrické údaje k ověření vaší totožnosti, jak popisují naše zásady skenování obličeje a naše informace o ochraně soukromí. Smažeme je, jakmile už nebudou potřeba.',
      agree: 'Zahájit ověření',
    },
    mx: {
      body: 'Volbou Pokračovat souhlasíte se zpracováním svých osobních a biometrických údajů k ověření vaší totožnosti, jak popisují naše informace o ochraně soukromí a naše zásady skenování obličeje.',
      agree: 'Pokračovat',
    },
    other: {
      body: 'Volbou Souhlasit a pokračovat souhlasíte se zpracováním svých biometrických údajů námi a naším externím poskytovatelem ověření totožnosti k ověření vaší totožnosti, jak popisují naše zásady skenování obličeje a naše informace o ochraně soukromí.',
      agree: 'Souhlasit a pokračovat',
    },
    facialScanPolicy: 'Zásady skenování obličeje',
    facialScanPolicyUrl: 'https://www.provider.com/facial-scan-policy/',
    privacyNotice: 'Informace o ochraně soukromí',
    providerTerms: 'Podmínky našeho poskytovatele ověření totožnosti',
    providerTermsUrl: 'https://www.provider.com/identity-verification-provider/',
    noBiometrics:
      'Nechcete, abychom zpracovávali vaše biometrické údaje? Místo toho můžete odeslat své údaje k ručnímu ověření.',
    submitDetails: 'Odeslat údaje',
    submitDetailsUrl: 'https://www.provider.com/phone-reset/',
  },
  intro: {
    title: 'Naskenujte svůj doklad',
    lead: 'Potřebujeme fotografii vašeho dokladu a vaši fotografii, abychom ověřili, že jste to opravdu vy.',
    time: 'Zabere to méně než 4 minuty.',
    stepsLabel: 'Co budete dělat',
    stepDocument: 'Vyfotíte svůj doklad',
    stepSelfie: 'Pořídíte selfie',
    stepFace: 'Pomalu otočíte hlavou pro krátký sken obličeje',
    documentsLegend: 'Jaký doklad použijete?',
    documentsHint: 'Musí být platný a datum platnosti musí být dobře čitelné.',
    curp: 'Můžeme přijmout pouze doklad, na kterém je uvedeno vaše CURP, například voličský průkaz (INE).',
    scam: 'Pozor na podvody: pokračujte, jen pokud právě teď sami nakupujete. Nikdy vás nebudeme žádat, abyste skenovali svůj doklad pro někoho jiného – ani telefonicky, ani e-mailem, ani SMS.',
    consentNote:
      'Volbou Naskenovat souhlasíte se zpracováním svých biometrických údajů (svého obličeje) k ověření vaší totožnosti.',
    scan: 'Naskenovat',
    startFailed: 'Skenování se nepodařilo spustit. Zkuste to znovu.',
  },
  selfieIntro: {
    title: 'Pořiďte selfie',
    lead: 'Potřebujeme selfie a krátký sken obličeje, abychom vás příště poznali.',
    time: 'Zabere to zhruba minutu.',
    consentNote:
      'Volbou Začít souhlasíte se zpracováním svých biometrických údajů (svého obličeje) k ověření vaší totožnosti.',
    start: 'Začít',
  },
  documents: {
    identityCard: 'Občanský průkaz',
    passport: 'Cestovní pas',
    drivingLicence: 'Řidičský průkaz',
    residencePermit: 'Povolení k pobytu',
    passportCard: 'Pasová karta',
    taxId: 'Daňový identifikační průkaz',
    immigrationStatusDocument: 'Doklad o imigračním statusu',
    asylumRegistrationCard: 'Průkaz žadatele o udělení mezinárodní ochrany',
    postalIdentityCard: 'Poštovní průkaz totožnosti',
    socialSecurityCard: 'Průkaz sociálního zabezpečení',
    workPermit: 'Povolení k zaměstnání',
    certificateOfNaturalisation: 'Listina o udělení státního občanství',
    homeOfficeLetter: 'Dopis britského ministerstva vnitra (Home Office)',
    birthCertificate: 'Rodný list',
    visa: 'Vízum',
    proofOfCitizenship: 'Osvědčení o státním občanství',
    nationalHealthInsuranceCard: 'Průkaz zdravotní pojišťovny',
    serviceIdCard: 'Služební průkaz',
    indigenousCard: 'Průkaz příslušníka původních obyvatel',
    municipalityIdentityCard: 'Obecní průkaz totožnosti',
    privateOperatorsCard: 'Průkaz soukromého provozovatele',
    vehicleRegistrationCertificate: 'Osvědčení o registraci vozidla',
    professionalQualificationCard: 'Průkaz odborné způsobilosti',
    formForAffixingTheVisa: 'Formulář pro vylepení víza',
    consularId: 'Konzulární průkaz',
    internationalDrivingLicence: 'Mezinárodní řidičský průkaz',
    residenceStatusDocument: 'Doklad o pobytovém statusu',
    voterId: 'Voličský průkaz (INE)',
    other: 'Doklad totožnosti',
  },
  capture: {
    step: 'Krok {current} z {total}',
    front: {
      title: 'Přední strana dokladu',
      instruction: 'Položte doklad přední stranou nahoru na tmavou jednobarevnou plochu a umístěte ho do rámečku.',
    },
    back: {
      title: 'Zadní strana dokladu',
      instruction: 'Teď doklad otočte a umístěte zadní stranu do rámečku.',
    },
    page: {
      title: 'Stránka pasu s fotografií',
      instruction: 'Otevřete pas na stránce s vaší fotografií a umístěte celou stránku do rámečku.',
    },
    sheet: {
      title: 'Váš doklad',
      instruction: 'Položte doklad na tmavou jednobarevnou plochu a umístěte celou stránku do rámečku.',
    },
    selfie: {
      title: 'Pořiďte selfie',
      instruction: 'Dívejte se přímo do fotoaparátu a držte obličej v oválu. Sundejte brýle, čepici a roušku.',
    },
    cameraLabel: 'Obraz z fotoaparátu',
    starting: 'Spouštíme fotoaparát…',
    take: 'Vyfotit',
    takeSelfie: 'Pořídit selfie',
    uploadInstead: 'Raději nahrát fotografii',
    useCamera: 'Raději použít fotoaparát',
    guidance: {
      waiting: 'Namiřte fotoaparát na svůj doklad.',
      dark: 'Je příliš tma. Najděte víc světla.',
      blur: 'Nehýbejte se: obraz je rozmazaný.',
      glare: 'Doklad trochu nakloňte, aby se neodrážel.',
      far: 'Přibližte se, aby doklad vyplnil rámeček.',
      good: 'Vypadá to dobře. Vyfoťte ho.',
      faceDark: 'Je příliš tma. Otočte se k oknu nebo k lampě.',
      faceBlur: 'Nehýbejte se: obraz je rozmazaný.',
      faceGlare: 'Na obličeji je příliš mnoho světla. Poodstupte od lampy.',
      faceGood: 'Vypadá to dobře. Pořiďte selfie.',
    },
  },
  review: {
    title: 'Zkontrolujte fotografii',
    label: 'Vaše fotografie',
    good: 'Zkontrolujte, že je všechen text ostrý a čitelný a nic není oříznuté.',
    goodFace: 'Zkontrolujte, že je celý váš obličej vidět ostře.',
    issues: {
      dark: 'Fotografie je příliš tmavá. Vyfoťte ji znovu při lepším světle.',
      blur: 'Fotografie je rozmazaná. Vyfoťte ji znovu a nehýbejte se.',
      glare: 'Na fotografii je odlesk. Doklad trochu nakloňte a vyfoťte ho znovu.',
      far: 'Doklad je příliš malý. Přibližte se, aby vyplnil rámeček.',
      faceGlare: 'Na obličeji je příliš mnoho světla. Poodstupte od lampy a vyfoťte se znovu.',
    },
    use: 'Použít tuto fotografii',
    useAnyway: 'Přesto použít',
    retake: 'Vyfotit znovu',
    chooseAnother: 'Vybrat jinou fotografii',
  },
  faceScan: {
    title: 'Sken obličeje',
    lead: 'Držte obličej v oválu a řiďte se pokyny.',
    straight: 'Dívejte se přímo do fotoaparátu.',
    left: 'Pomalu otočte hlavu doleva.',
    right: 'Teď pomalu otočte hlavu doprava.',
    further: 'Ještě kousek…',
    done: 'Hotovo, děkujeme.',
    progress: 'Sken obličeje, část {current} z {total}',
  },
  upload: {
    lead: 'Nahrajte ostrou a dobře osvětlenou fotografii.',
    choose: 'Vybrat fotografii',
    take: 'Vyfotit',
    reading: 'Kontrolujeme vaši fotografii…',
    notImage: 'Tento soubor se nepodařilo otevřít. Vyberte fotografii (JPEG nebo PNG).',
    tooLarge: 'Soubor je příliš velký. Vyberte fotografii menší než 25 MB.',
    tooSmall: 'Fotografie je příliš malá na to, abychom ji přečetli. Vyberte větší.',
    noFaceScan: 'Bez fotoaparátu nemůžeme provést sken obličeje. Místo toho zkontrolujeme vaše selfie.',
  },
  camera: {
    tryAgain: 'Zkusit fotoaparát znovu',
    uploadInstead: 'Raději nahrát fotografie',
    denied: {
      title: 'Přístup k fotoaparátu je zablokovaný',
      description:
        'Abyste mohli fotografie pořídit tady, povolte této stránce přístup k fotoaparátu: vyberte ikonu fotoaparátu nebo zámku vedle adresy, povolte fotoaparát a zkuste to znovu. Můžete také nahrát fotografie.',
    },
    frame: {
      title: 'Na této stránce nelze fotoaparát použít',
      description:
        'Stránka obchodu nám nedovoluje použít váš fotoaparát. Místo toho můžete nahrát fotografie svého dokladu a sebe.',
    },
    none: {
      title: 'Nenašli jsme žádný fotoaparát',
      description: 'V tomto zařízení jsme nenašli žádný fotoaparát. Místo toho můžete nahrát fotografie.',
    },
    busy: {
      title: 'Fotoaparát se právě používá',
      description:
        'Váš fotoaparát používá jiná aplikace nebo karta. Zavřete ji a zkuste to znovu, nebo nahrajte fotografie.',
    },
    insecure: {
      title: 'Fotoaparát není přes toto připojení dostupný',
      description:
        'Váš prohlížeč povoluje fotoaparát jen na zabezpečených stránkách. Místo toho můžete nahrát fotografie.',
    },
    unsupported: {
      title: 'Tento prohlížeč tu nemůže fotoaparát použít',
      description:
        'Tento prohlížeč nebo aplikace nedovoluje webovým stránkám používat fotoaparát. Můžete nahrát fotografie nebo otevřít platbu ve svém obvyklém prohlížeči.',
    },
    failed: {
      title: 'Fotoaparát se nespustil',
      description: 'Při spouštění fotoaparátu se něco pokazilo. Zkuste to znovu, nebo nahrajte fotografie.',
    },
  },
  sending: {
    title: 'Odesíláme vaše fotografie',
    lead: 'Při pomalém připojení to může chvíli trvat.',
    parts: {
      documentFront: 'Přední strana dokladu',
      documentBack: 'Zadní strana dokladu',
      selfie: 'Vaše selfie',
      faceLeft: 'Sken obličeje, vlevo',
      faceRight: 'Sken obličeje, vpravo',
    },
    sent: 'Odesláno',
    waiting: 'Čeká',
    failed: 'Neodesláno',
    offline:
      'Nepodařilo se odeslat všechny vaše fotografie. Zkontrolujte připojení k internetu a odešlete je znovu. Nemusíte je fotit znovu.',
    sendAgain: 'Odeslat znovu',
    rejected: 'Jednu z vašich fotografií jsme nemohli použít. Vyfoťte ji prosím znovu.',
    submitFailed: 'Vaše fotografie se nepodařilo předat ke kontrole. Zkuste to znovu.',
    retake: 'Vyfotit ji znovu',
  },
  verifying: {
    title: 'Ověřujeme váš doklad',
    selfieTitle: 'Kontrolujeme vaše selfie',
    estimate: 'Zabere to méně než 2 minuty.',
  },
  retry: {
    title: 'Váš doklad jsme nemohli přijmout',
    reasons: {
      expired: 'Platnost vašeho dokladu vypršela. Použijte platný doklad.',
      glare: 'Na dokladu byly odlesky, takže jsme ho nemohli přečíst.',
      blur: 'Fotografie byla rozmazaná, takže jsme váš doklad nemohli přečíst.',
      wrongType: 'Tento typ dokladu nemůžeme přijmout. Použijte některý z uvedených dokladů.',
      curpMissing:
        'Na tomto dokladu není uvedeno vaše CURP. Použijte doklad, na kterém je, například voličský průkaz (INE).',
      unreadable: 'Váš doklad jsme nemohli přečíst.',
      face: 'Váš obličej se nám nepodařilo porovnat s fotografií na dokladu.',
    },
    tips: 'Položte doklad na tmavou jednobarevnou plochu při dobrém světle. Dbejte na to, aby byl celý doklad v rámečku, ostrý a bez odlesků.',
    scanAgain: 'Naskenovat znovu',
    otherDocument: 'Použít jiný doklad',
    selfieTitle: 'Vaše selfie jsme nemohli použít',
    selfieTips: 'Otočte se ke světlu, držte obličej v oválu a nehýbejte se.',
    selfieAgain: 'Pořídit ho znovu',
  },
  failure: {
    userMismatch: {
      title: 'Doklad neodpovídá vašim údajům',
      description: 'Jméno v dokladu neodpovídá jménu, které jste zadali u pokladny. Použijte svůj vlastní doklad.',
      button: 'Zpět k pokladně',
    },
    userMismatchWithContact: {
      title: 'Doklad neodpovídá vašim údajům',
      description:
        'Jméno v dokladu neodpovídá jménu, které jste zadali u pokladny. Pokud potřebujete pomoc, kontaktujte naši zákaznickou podporu: {contactTimes}.',
      button: 'Zpět k pokladně',
    },
    idNumberMissing: {
      title: 'Nepodařilo se přečíst identifikační číslo',
      description: 'Naskenujte doklad, na kterém je identifikační číslo dobře čitelné.',
      button: 'Zpět k pokladně',
    },
    idNumberMissingWithContact: {
      title: 'Nepodařilo se přečíst identifikační číslo',
      description:
        'Naskenujte doklad, na kterém je identifikační číslo dobře čitelné. Pokud potřebujete pomoc, kontaktujte naši zákaznickou podporu: {contactTimes}.',
      button: 'Zpět k pokladně',
    },
    idNumberMismatch: {
      title: 'Identifikační číslo se neshoduje',
      description:
        'Identifikační číslo v dokladu neodpovídá číslu, které jste zadali. Zkontrolujte ho a zkuste to znovu.',
      button: 'Zpět k pokladně',
    },
    idNumberMismatchWithContact: {
      title: 'Identifikační číslo se neshoduje',
      description:
        'Identifikační číslo v dokladu neodpovídá číslu, které jste zadali. Pokud potřebujete pomoc, kontaktujte naši zákaznickou podporu: {contactTimes}.',
      button: 'Zpět k pokladně',
    },
  },
  cancel: {
    title: 'Přerušit ověření dokladu?',
    warning: 'Pokud to teď přerušíte, váš nákup nebude schválen a skenování budete muset začít znovu.',
    selfieRegistration: {
      title: 'Přerušit pořizování selfie?',
      warning: 'Pokud to teď přerušíte, váš nákup nebude schválen a selfie i sken obličeje budete muset pořídit znovu.',
    },
  },
} satisfies NamespaceIdScanTranslation

export default cs_idScan
