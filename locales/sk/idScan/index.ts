import type { NamespaceIdScanTranslation } from '../../i18n-types.ts'

const sk_idScan = {
  kycLater: {
    title: 'Overte svoj doklad teraz alebo neskôr',
    lead: 'Tento nákup môžete dokončiť hneď a doklad totožnosti nahrať neskôr.',
    within: 'Ak zvolíte neskôr, požiadame vás o doklad pri vašom druhom nákupe. Na jeho nahranie máte 30 dní.',
    upload: 'Nahrať doklad',
    later: 'Možno neskôr',
    failed: 'Vašu voľbu sa nepodarilo uložiť. Skúste to znova.',
  },
  consent: {
    title: 'Ďalší krok – overenie totožnosti',
    lead: 'Aby sme overili vašu totožnosť, porovnáme vašu tvár na selfie a v krátkom skene tváre s fotografiou na vašom doklade. Tvár je biometrický údaj, preto najprv potrebujeme váš súhlas.',
    us: {
      body: 'Voľbou Súhlasím súhlasíte, že my a náš externý poskytovateľ overenia totožnosti budeme zhromažďovať, používať a uchovávať vaše biometrické údaje na overenie vašej totožnosti, ako opisujú naše zásady skenovania tváre a naše informácie o ochrane súkromia. Vymažeme ich, hneď ako už nebudú potrebné, najneskôr po 3 rokoch.',
      agree: 'Súhlasím',
    },
    ca: {
      body: 'Voľbou Spustiť overenie súhlasíte, že budeme zhromažďovať a používať vaše biometrické údaje na overenie vašej totožnosti, ako opisujú naše zásady skenovania tváre a naše informácie o ochrane súkromia. Vymažeme ich, hneď ako už nebudú potrebné.',
      agree: 'Spustiť overenie',
    },
    mx: {
      body: 'Voľbou Pokračovať súhlasíte so spracúvaním svojich osobných a biometrických údajov na overenie vašej totožnosti, ako opisujú naše informácie o ochrane súkromia a naše zásady skenovania tváre.',
      agree: 'Pokračovať',
    },
    other: {
      body: 'Voľbou Súhlasiť a pokračovať súhlasíte so spracúvaním svojich biometrických údajov nami a naším externým poskytovateľom overenia totožnosti na overenie vašej totožnosti, ako opisujú naše zásady skenovania tváre a naše informácie o ochrane súkromia.',
      agree: 'Súhlasiť a pokračovať',
    },
    facialScanPolicy: 'Zásady skenovania tváre',
    facialScanPolicyUrl: 'https://www.provider.com/facial-scan-policy/',
    privacyNotice: 'Informácie o ochrane súkromia',
    providerTerms: 'Podmienky nášho poskytovateľa overenia totožnosti',
    providerTermsUrl: 'https://www.provider.com/identity-verification-provider/',
    noBiometrics:
      'Nechcete, aby sme spracúvali vaše biometrické údaje? Namiesto toho môžete odoslať svoje údaje na ručné overenie.',
    submitDetails: 'Odoslať údaje',
    submitDetailsUrl: 'https://www.provider.com/phone-reset/',
  },
  intro: {
    title: 'Naskenujte svoj doklad',
    lead: 'Potrebujeme fotografiu vášho dokladu a vašu fotografiu, aby sme overili, že ste to naozaj vy.',
    time: 'Zaberie to menej ako 4 minúty.',
    stepsLabel: 'Čo budete robiť',
    stepDocument: 'Odfotíte svoj doklad',
    stepSelfie: 'Urobíte si selfie',
    stepFace: 'Pomaly otočíte hlavou pre krátky sken tváre',
    documentsLegend: 'Aký doklad použijete?',
    documentsHint: 'Musí byť platný a dátum platnosti musí byť dobre čitateľný.',
    curp: 'Môžeme prijať iba doklad, na ktorom je uvedené vaše CURP, napríklad voličský preukaz (INE).',
    scam: 'Pozor na podvody: pokračujte, len ak práve teraz sami nakupujete. Nikdy vás nebudeme žiadať, aby ste skenovali svoj doklad pre niekoho iného – ani telefonicky, ani e-mailom, ani SMS.',
    consentNote:
      'Voľbou Naskenovať súhlasíte so spracúvaním svojich biometrických údajov (svojej tváre) na overenie vašej totožnosti.',
    scan: 'Naskenovať',
    startFailed: 'Skenovanie sa nepodarilo spustiť. Skúste to znova.',
  },
  selfieIntro: {
    title: 'Urobte si selfie',
    lead: 'Potrebujeme selfie a krátky sken tváre, aby sme vás nabudúce spoznali.',
    time: 'Zaberie to asi minútu.',
    consentNote:
      'Voľbou Začať súhlasíte so spracúvaním svojich biometrických údajov (svojej tváre) na overenie vašej totožnosti.',
    start: 'Začať',
  },
  documents: {
    identityCard: 'Občiansky preukaz',
    passport: 'Cestovný pas',
    drivingLicence: 'Vodičský preukaz',
    residencePermit: 'Povolenie na pobyt',
    passportCard: 'Pasová karta',
    taxId: 'Daňový identifikačný preukaz',
    immigrationStatusDocument: 'Doklad o imigračnom statuse',
    asylumRegistrationCard: 'Preukaz žiadateľa o azyl',
    postalIdentityCard: 'Poštový preukaz totožnosti',
    socialSecurityCard: 'Preukaz sociálneho poistenia',
    workPermit: 'Povolenie na zamestnanie',
    certificateOfNaturalisation: 'Listina o udelení štátneho občianstva',
    homeOfficeLetter: 'List britského ministerstva vnútra (Home Office)',
    birthCertificate: 'Rodný list',
    visa: 'Vízum',
    proofOfCitizenship: 'Osvedčenie o štátnom občianstve',
    nationalHealthInsuranceCard: 'Preukaz poistenca zdravotného poistenia',
    serviceIdCard: 'Služobný preukaz',
    indigenousCard: 'Preukaz príslušníka pôvodného obyvateľstva',
    municipalityIdentityCard: 'Obecný preukaz totožnosti',
    privateOperatorsCard: 'Preukaz súkromného prevádzkovateľa',
    vehicleRegistrationCertificate: 'Osvedčenie o evidencii vozidla',
    professionalQualificationCard: 'Preukaz odbornej spôsobilosti',
    formForAffixingTheVisa: 'Tlačivo na vylepenie víza',
    consularId: 'Konzulárny preukaz',
    internationalDrivingLicence: 'Medzinárodný vodičský preukaz',
    residenceStatusDocument: 'Doklad o pobytovom statuse',
    voterId: 'Voličský preukaz (INE)',
    other: 'Doklad totožnosti',
  },
  capture: {
    step: 'Krok {current} z {total}',
    front: {
      title: 'Predná strana dokladu',
      instruction: 'Položte doklad prednou stranou nahor na tmavú jednofarebnú plochu a umiestnite ho do rámčeka.',
    },
    back: {
      title: 'Zadná strana dokladu',
      instruction: 'Teraz doklad otočte a umiestnite zadnú stranu do rámčeka.',
    },
    page: {
      title: 'Strana pasu s fotografiou',
      instruction: 'Otvorte pas na strane s vašou fotografiou a umiestnite celú stranu do rámčeka.',
    },
    sheet: {
      title: 'Váš doklad',
      instruction: 'Položte doklad na tmavú jednofarebnú plochu a umiestnite celú stranu do rámčeka.',
    },
    selfie: {
      title: 'Urobte si selfie',
      instruction: 'Pozerajte sa priamo do fotoaparátu a držte tvár v ováli. Dajte si dole okuliare, čiapku a rúško.',
    },
    cameraLabel: 'Obraz z fotoaparátu',
    starting: 'Spúšťame fotoaparát…',
    take: 'Odfotiť',
    takeSelfie: 'Urobiť selfie',
    uploadInstead: 'Radšej nahrať fotografiu',
    useCamera: 'Radšej použiť fotoaparát',
    guidance: {
      waiting: 'Namierte fotoaparát na svoj doklad.',
      dark: 'Je príliš tma. Nájdite viac svetla.',
      blur: 'Nehýbte sa: obraz je rozmazaný.',
      glare: 'Doklad trochu nakloňte, aby sa neodrážal.',
      far: 'Priblížte sa, aby doklad vyplnil rámček.',
      good: 'Vyzerá to dobre. Odfoťte ho.',
      faceDark: 'Je príliš tma. Otočte sa k oknu alebo k lampe.',
      faceBlur: 'Nehýbte sa: obraz je rozmazaný.',
      faceGlare: 'Na tvári je príliš veľa svetla. Odstúpte trochu od lampy.',
      faceGood: 'Vyzerá to dobre. Urobte si selfie.',
    },
  },
  review: {
    title: 'Skontrolujte fotografiu',
    label: 'Vaša fotografia',
    good: 'Skontrolujte, či je všetok text ostrý a čitateľný a nič nie je orezané.',
    goodFace: 'Skontrolujte, či je celá vaša tvár zreteľne a ostro viditeľná.',
    issues: {
      dark: 'Fotografia je príliš tmavá. Odfoťte ju znova pri lepšom svetle.',
      blur: 'Fotografia je rozmazaná. Odfoťte ju znova a nehýbte sa.',
      glare: 'Na fotografii je odlesk. Doklad trochu nakloňte a odfoťte ho znova.',
      far: 'Doklad je príliš malý. Priblížte sa, aby vyplnil rámček.',
      faceGlare: 'Na tvári je príliš veľa svetla. Odstúpte trochu od lampy a odfoťte sa znova.',
    },
    use: 'Použiť túto fotografiu',
    useAnyway: 'Napriek tomu použiť',
    retake: 'Odfotiť znova',
    chooseAnother: 'Vybrať inú fotografiu',
  },
  faceScan: {
    title: 'Sken tváre',
    lead: 'Držte tvár v ováli a riaďte sa pokynmi.',
    straight: 'Pozerajte sa priamo do fotoaparátu.',
    left: 'Pomaly otočte hlavu doľava.',
    right: 'Teraz pomaly otočte hlavu doprava.',
    further: 'Ešte kúsok…',
    done: 'Hotovo, ďakujeme.',
    progress: 'Sken tváre, časť {current} z {total}',
  },
  upload: {
    lead: 'Nahrajte ostrú a dobre osvetlenú fotografiu.',
    choose: 'Vybrať fotografiu',
    take: 'Odfotiť',
    reading: 'Kontrolujeme vašu fotografiu…',
    notImage: 'Tento súbor sa nepodarilo otvoriť. Vyberte fotografiu (JPEG alebo PNG).',
    tooLarge: 'Súbor je príliš veľký. Vyberte fotografiu menšiu ako 25 MB.',
    tooSmall: 'Fotografia je príliš malá na to, aby sme ju prečítali. Vyberte väčšiu.',
    noFaceScan: 'Bez fotoaparátu nemôžeme urobiť sken tváre. Namiesto toho skontrolujeme vaše selfie.',
  },
  camera: {
    tryAgain: 'Skúsiť fotoaparát znova',
    uploadInstead: 'Radšej nahrať fotografie',
    denied: {
      title: 'Prístup k fotoaparátu je zablokovaný',
      description:
        'Ak chcete fotografie urobiť tu, povoľte tejto stránke prístup k fotoaparátu: vyberte ikonu fotoaparátu alebo zámky vedľa adresy, povoľte fotoaparát a skúste to znova. Môžete tiež nahrať fotografie.',
    },
    frame: {
      title: 'Na tejto stránke nemožno fotoaparát použiť',
      description:
        'Stránka obchodu nám nedovoľuje použiť váš fotoaparát. Namiesto toho môžete nahrať fotografie svojho dokladu a seba.',
    },
    none: {
      title: 'Nenašli sme žiadny fotoaparát',
      description: 'V tomto zariadení sme nenašli žiadny fotoaparát. Namiesto toho môžete nahrať fotografie.',
    },
    busy: {
      title: 'Fotoaparát sa práve používa',
      description:
        'Váš fotoaparát používa iná aplikácia alebo karta. Zatvorte ju a skúste to znova, alebo nahrajte fotografie.',
    },
    insecure: {
      title: 'Fotoaparát nie je cez toto pripojenie dostupný',
      description:
        'Váš prehliadač povoľuje fotoaparát iba na zabezpečených stránkach. Namiesto toho môžete nahrať fotografie.',
    },
    unsupported: {
      title: 'Tento prehliadač tu nemôže použiť fotoaparát',
      description:
        'Tento prehliadač alebo aplikácia nedovoľuje webovým stránkam používať fotoaparát. Môžete nahrať fotografie alebo otvoriť platbu vo svojom obvyklom prehliadači.',
    },
    failed: {
      title: 'Fotoaparát sa nespustil',
      description: 'Pri spúšťaní fotoaparátu sa niečo pokazilo. Skúste to znova, alebo nahrajte fotografie.',
    },
  },
  sending: {
    title: 'Odosielame vaše fotografie',
    lead: 'Pri pomalom pripojení to môže chvíľu trvať.',
    parts: {
      documentFront: 'Predná strana dokladu',
      documentBack: 'Zadná strana dokladu',
      selfie: 'Vaše selfie',
      faceLeft: 'Sken tváre, vľavo',
      faceRight: 'Sken tváre, vpravo',
    },
    sent: 'Odoslané',
    waiting: 'Čaká',
    failed: 'Neodoslané',
    offline:
      'Nepodarilo sa odoslať všetky vaše fotografie. Skontrolujte pripojenie na internet a odošlite ich znova. Nemusíte ich fotiť znova.',
    sendAgain: 'Odoslať znova',
    rejected: 'Jednu z vašich fotografií sme nemohli použiť. Odfoťte ju, prosím, znova.',
    submitFailed: 'Vaše fotografie sa nepodarilo odovzdať na kontrolu. Skúste to znova.',
    retake: 'Odfotiť ju znova',
  },
  verifying: {
    title: 'Overujeme váš doklad',
    selfieTitle: 'Kontrolujeme vaše selfie',
    estimate: 'Zaberie to menej ako 2 minúty.',
  },
  retry: {
    title: 'Váš doklad sme nemohli prijať',
    reasons: {
      expired: 'Platnosť vášho dokladu uplynula. Použite platný doklad.',
      glare: 'Na doklade boli odlesky, preto sme ho nemohli prečítať.',
      blur: 'Fotografia bola rozmazaná, preto sme váš doklad nemohli prečítať.',
      wrongType: 'Tento typ dokladu nemôžeme prijať. Použite niektorý z uvedených dokladov.',
      curpMissing:
        'Na tomto doklade nie je uvedené vaše CURP. Použite doklad, na ktorom je, napríklad voličský preukaz (INE).',
      unreadable: 'Váš doklad sme nemohli prečítať.',
      face: 'Vašu tvár sa nám nepodarilo porovnať s fotografiou na doklade.',
    },
    tips: 'Položte doklad na tmavú jednofarebnú plochu pri dobrom svetle. Dbajte na to, aby bol celý doklad v rámčeku, ostrý a bez odleskov.',
    scanAgain: 'Naskenovať znova',
    otherDocument: 'Použiť iný doklad',
    selfieTitle: 'Vaše selfie sme nemohli použiť',
    selfieTips: 'Otočte sa k svetlu, držte tvár v ováli a nehýbte sa.',
    selfieAgain: 'Urobiť ho znova',
  },
  failure: {
    userMismatch: {
      title: 'Doklad nezodpovedá vašim údajom',
      description: 'Meno na doklade sa nezhoduje s menom, ktoré ste zadali v pokladni. Použite svoj vlastný doklad.',
      button: 'Späť do pokladne',
    },
    userMismatchWithContact: {
      title: 'Doklad nezodpovedá vašim údajom',
      description:
        'Meno na doklade sa nezhoduje s menom, ktoré ste zadali v pokladni. Ak potrebujete pomoc, kontaktujte našu zákaznícku podporu: {contactTimes}.',
      button: 'Späť do pokladne',
    },
    idNumberMissing: {
      title: 'Číslo dokladu sa nepodarilo prečítať',
      description: 'Naskenujte doklad, na ktorom je číslo dokladu dobre čitateľné.',
      button: 'Späť do pokladne',
    },
    idNumberMissingWithContact: {
      title: 'Číslo dokladu sa nepodarilo prečítať',
      description:
        'Naskenujte doklad, na ktorom je číslo dokladu dobre čitateľné. Ak potrebujete pomoc, kontaktujte našu zákaznícku podporu: {contactTimes}.',
      button: 'Späť do pokladne',
    },
    idNumberMismatch: {
      title: 'Číslo dokladu sa nezhoduje',
      description: 'Číslo na vašom doklade sa nezhoduje s číslom, ktoré ste zadali. Skontrolujte ho a skúste to znova.',
      button: 'Späť do pokladne',
    },
    idNumberMismatchWithContact: {
      title: 'Číslo dokladu sa nezhoduje',
      description:
        'Číslo na vašom doklade sa nezhoduje s číslom, ktoré ste zadali. Ak potrebujete pomoc, kontaktujte našu zákaznícku podporu: {contactTimes}.',
      button: 'Späť do pokladne',
    },
  },
  cancel: {
    title: 'Prerušiť overenie dokladu?',
    warning: 'Ak ho teraz prerušíte, váš nákup nebude schválený. Skenovanie budete musieť začať odznova.',
    selfieRegistration: {
      title: 'Prerušiť fotenie selfie?',
      warning: 'Ak to teraz prerušíte, váš nákup nebude schválený. Selfie a sken tváre budete musieť urobiť znova.',
    },
  },
} satisfies NamespaceIdScanTranslation

export default sk_idScan
