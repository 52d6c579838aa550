import type { NamespaceIdScanTranslation } from '../../i18n-types.ts'

const ro_idScan = {
  kycLater: {
    title: 'Verificați actul de identitate acum sau mai târziu',
    lead: 'Puteți finaliza această comandă acum și încărca actul de identitate mai târziu.',
    within:
      'Dacă alegeți mai târziu, vi-l vom cere la a doua comandă. Aveți la dispoziție 30 de zile pentru a-l încărca.',
    upload: 'Încărcați actul',
    later: 'Poate mai târziu',
    failed: 'Nu am putut salva alegerea dumneavoastră. Încercați din nou.',
  },
  consent: {
    title: 'Pasul următor – verificarea identității',
    lead: 'Pentru a vă verifica identitatea, comparăm chipul dumneavoastră dintr-un selfie și dintr-o scurtă scanare facială cu fotografia de pe actul de identitate. Chipul este o dată biometrică, așa că avem nevoie mai întâi de consimțământul dumneavoastră.',
    us: {
      body: 'Selectând „Îmi dau consimțământul”, acceptați ca noi și furnizorul nostru extern de verificare a identității să colectăm, să folosim și să păstrăm datele dumneavoastră biometrice pentru a vă verifica identitatea, conform politicii noastre privind scanarea facială și notei noastre de confidențialitate. Le ștergem când nu mai sunt necesare și cel târziu după 3 ani.',
      agree: 'Îmi dau consimțământul',
    },
    ca: {
      body: 'Selectând „Începeți verificarea”, acceptați să colectăm și să folosim datele dumneavoastră biometrice pentru a vă verifica identitatea, conform politicii noastre privind scanarea facială și notei noastre de confidențialitate. Le ștergem când nu mai sunt necesare.',
      agree: 'Începeți verificarea',
    },
    mx: {
      body: 'Selectând „Continuați”, vă dați consimțământul pentru prelucrarea datelor dumneavoastră personale și biometrice în vederea verificării identității, conform notei noastre de confidențialitate și politicii noastre privind scanarea facială.',
      agree: 'Continuați',
    },
    other: {
      body: 'Selectând „Acceptați și continuați”, vă dați consimțământul ca noi și furnizorul nostru extern de verificare a identității să prelucrăm datele dumneavoastră biometrice pentru a vă verifica identitatea, conform politicii noastre privind scanarea facială și notei noastre de confidențialitate.',
      agree: 'Acceptați și continuați',
    },
    facialScanPolicy: 'Politica privind scanarea facială',
    facialScanPolicyUrl: 'https://www.provider.com/facial-scan-policy/',
    privacyNotice: 'Nota de confidențialitate',
    providerTerms: 'Condițiile furnizorului nostru de verificare a identității',
    providerTermsUrl: 'https://www.provider.com/identity-verification-provider/',
    noBiometrics:
      'Nu doriți să vă prelucrăm datele biometrice? Puteți trimite în schimb datele dumneavoastră pentru o verificare manuală.',
    submitDetails: 'Trimiteți datele',
    submitDetailsUrl: 'https://www.provider.com/phone-reset/',
  },
  intro: {
    title: 'Scanați actul de identitate',
    lead: 'Avem nevoie de o fotografie a actului dumneavoastră de identitate și de una a dumneavoastră, pentru a confirma că sunteți chiar dumneavoastră.',
    time: 'Durează mai puțin de 4 minute.',
    stepsLabel: 'Ce veți face',
    stepDocument: 'Fotografiați actul de identitate',
    stepSelfie: 'Faceți un selfie',
    stepFace: 'Întoarceți încet capul pentru o scurtă scanare facială',
    documentsLegend: 'Ce act de identitate folosiți?',
    documentsHint: 'Trebuie să fie valabil, cu data expirării bine vizibilă.',
    curp: 'Putem accepta doar un document care conține CURP-ul dumneavoastră, cum ar fi legitimația de alegător (INE).',
    scam: 'Atenție la fraude: continuați doar dacă dumneavoastră faceți o cumpărătură chiar acum. Nu vă vom cere niciodată să vă scanați actul de identitate pentru altcineva, nici la telefon, nici prin e-mail, nici prin SMS.',
    consentNote:
      'Selectând „Scanați”, vă dați consimțământul pentru prelucrarea datelor dumneavoastră biometrice (chipul) în vederea verificării identității.',
    scan: 'Scanați',
    startFailed: 'Nu am putut porni scanarea. Încercați din nou.',
  },
  selfieIntro: {
    title: 'Faceți un selfie',
    lead: 'Avem nevoie de un selfie și de o scurtă scanare facială pentru a vă recunoaște data viitoare.',
    time: 'Durează cam un minut.',
    consentNote:
      'Selectând „Începeți”, vă dați consimțământul pentru prelucrarea datelor dumneavoastră biometrice (chipul) în vederea verificării identității.',
    start: 'Începeți',
  },
  documents: {
    identityCard: 'Carte de identitate',
    passport: 'Pașaport',
    drivingLicence: 'Permis de conducere',
    residencePermit: 'Permis de ședere',
    passportCard: 'Card de pașaport',
    taxId: 'Card de identificare fiscală',
    immigrationStatusDocument: 'Document privind statutul de imigrant',
    asylumRegistrationCard: 'Document temporar de identitate (solicitant de azil)',
    postalIdentityCard: 'Carte de identitate poștală',
    socialSecurityCard: 'Card de asigurări sociale',
    workPermit: 'Permis de muncă',
    certificateOfNaturalisation: 'Certificat de naturalizare',
    homeOfficeLetter: 'Scrisoare de la Ministerul de Interne britanic (Home Office)',
    birthCertificate: 'Certificat de naștere',
    visa: 'Viză',
    proofOfCitizenship: 'Certificat de cetățenie',
    nationalHealthInsuranceCard: 'Card național de asigurări de sănătate',
    serviceIdCard: 'Legitimație de serviciu',
    indigenousCard: 'Act de identitate pentru populațiile indigene',
    municipalityIdentityCard: 'Legitimație emisă de primărie',
    privateOperatorsCard: 'Card emis de un operator privat',
    vehicleRegistrationCertificate: 'Certificat de înmatriculare',
    professionalQualificationCard: 'Card de calificare profesională',
    formForAffixingTheVisa: 'Formular pentru aplicarea vizei',
    consularId: 'Carte de identitate consulară',
    internationalDrivingLicence: 'Permis de conducere internațional',
    residenceStatusDocument: 'Document privind statutul de rezident',
    voterId: 'Legitimație de alegător (INE)',
    other: 'Act de identitate',
  },
  capture: {
    step: 'Pasul {current} din {total}',
    front: {
      title: 'Fața actului de identitate',
      instruction: 'Așezați fața actului pe o suprafață închisă la culoare, uniformă, și încadrați-l în chenar.',
    },
    back: {
      title: 'Versoul actului de identitate',
      instruction: 'Acum întoarceți actul și încadrați versoul în chenar.',
    },
    page: {
      title: 'Pagina cu fotografie din pașaport',
      instruction: 'Deschideți pașaportul la pagina cu fotografia dumneavoastră și încadrați toată pagina în chenar.',
    },
    sheet: {
      title: 'Documentul dumneavoastră',
      instruction:
        'Așezați documentul pe o suprafață închisă la culoare, uniformă, și încadrați toată pagina în chenar.',
    },
    selfie: {
      title: 'Faceți un selfie',
      instruction:
        'Priviți direct în cameră și țineți fața în interiorul ovalului. Scoateți ochelarii, pălăria și masca.',
    },
    cameraLabel: 'Imaginea camerei',
    starting: 'Se pornește camera…',
    take: 'Faceți fotografia',
    takeSelfie: 'Faceți selfie-ul',
    uploadInstead: 'Încărcați o fotografie în schimb',
    useCamera: 'Folosiți camera în schimb',
    guidance: {
      waiting: 'Îndreptați camera spre actul de identitate.',
      dark: 'Este prea întuneric. Căutați mai multă lumină.',
      blur: 'Nu vă mișcați: imaginea este neclară.',
      glare: 'Înclinați puțin actul pentru a evita reflexiile.',
      far: 'Apropiați-vă, ca actul să umple chenarul.',
      good: 'Arată bine. Faceți fotografia.',
      faceDark: 'Este prea întuneric. Întoarceți-vă spre o fereastră sau o lampă.',
      faceBlur: 'Nu vă mișcați: imaginea este neclară.',
      faceGlare: 'Prea multă lumină pe față. Îndepărtați-vă puțin de lampă.',
      faceGood: 'Arată bine. Faceți selfie-ul.',
    },
  },
  review: {
    title: 'Verificați fotografia',
    label: 'Fotografia dumneavoastră',
    good: 'Asigurați-vă că tot textul este clar și lizibil și că nu lipsește nimic.',
    goodFace: 'Asigurați-vă că toată fața se vede clar.',
    issues: {
      dark: 'Fotografia pare prea întunecată. Refaceți-o la o lumină mai bună.',
      blur: 'Fotografia pare neclară. Refaceți-o fără să vă mișcați.',
      glare: 'Fotografia are o reflexie. Înclinați puțin actul și refaceți-o.',
      far: 'Actul pare prea mic. Apropiați-vă, ca să umple chenarul.',
      faceGlare: 'Prea multă lumină pe față. Îndepărtați-vă puțin de lampă și refaceți fotografia.',
    },
    use: 'Folosiți această fotografie',
    useAnyway: 'Folosiți-o oricum',
    retake: 'Refaceți',
    chooseAnother: 'Alegeți altă fotografie',
  },
  faceScan: {
    title: 'Scanare facială',
    lead: 'Țineți fața în interiorul ovalului și urmați instrucțiunile.',
    straight: 'Priviți direct în cameră.',
    left: 'Întoarceți încet capul spre stânga.',
    right: 'Acum întoarceți încet capul spre dreapta.',
    further: 'Încă puțin…',
    done: 'Gata, vă mulțumim.',
    progress: 'Scanare facială, partea {current} din {total}',
  },
  upload: {
    lead: 'Încărcați o fotografie clară, bine luminată.',
    choose: 'Alegeți o fotografie',
    take: 'Faceți o fotografie',
    reading: 'Vă verificăm fotografia…',
    notImage: 'Nu am putut deschide acest fișier. Alegeți o fotografie (JPEG sau PNG).',
    tooLarge: 'Fișierul este prea mare. Alegeți o fotografie sub 25 MB.',
    tooSmall: 'Fotografia este prea mică pentru a fi citită. Alegeți una mai mare.',
    noFaceScan: 'Fără cameră nu putem face scanarea facială. Vă vom verifica în schimb selfie-ul.',
  },
  camera: {
    tryAgain: 'Încercați din nou camera',
    uploadInstead: 'Încărcați fotografii în schimb',
    denied: {
      title: 'Accesul la cameră este blocat',
      description:
        'Pentru a face fotografiile aici, permiteți acestei pagini să folosească camera: selectați pictograma camerei sau a lacătului de lângă adresă, permiteți camera și încercați din nou. Puteți și să încărcați fotografii în schimb.',
    },
    frame: {
      title: 'Camera nu poate fi folosită pe această pagină',
      description:
        'Pagina magazinului nu ne permite să folosim camera dumneavoastră. Puteți încărca în schimb fotografii ale actului de identitate și ale dumneavoastră.',
    },
    none: {
      title: 'Nu s-a găsit nicio cameră',
      description: 'Nu am găsit nicio cameră pe acest dispozitiv. Puteți încărca fotografii în schimb.',
    },
    busy: {
      title: 'Camera este folosită',
      description:
        'O altă aplicație sau filă folosește camera. Închideți-o și încercați din nou sau încărcați fotografii în schimb.',
    },
    insecure: {
      title: 'Camera nu este disponibilă pe această conexiune',
      description:
        'Browserul dumneavoastră permite camera doar pe paginile securizate. Puteți încărca fotografii în schimb.',
    },
    unsupported: {
      title: 'Acest browser nu poate folosi camera aici',
      description:
        'Acest browser sau această aplicație nu permite paginilor web să folosească camera. Puteți încărca fotografii sau deschide plata în browserul obișnuit.',
    },
    failed: {
      title: 'Camera nu a pornit',
      description: 'A apărut o problemă la pornirea camerei. Încercați din nou sau încărcați fotografii în schimb.',
    },
  },
  sending: {
    title: 'Se trimit fotografiile',
    lead: 'Pe o conexiune lentă poate dura puțin.',
    parts: {
      documentFront: 'Fața actului de identitate',
      documentBack: 'Versoul actului de identitate',
      selfie: 'Selfie-ul dumneavoastră',
      faceLeft: 'Scanare facială, stânga',
      faceRight: 'Scanare facială, dreapta',
    },
    sent: 'Trimisă',
    waiting: 'În așteptare',
    failed: 'Netrimisă',
    offline:
      'Nu am putut trimite toate fotografiile. Verificați conexiunea la internet și trimiteți-le din nou. Nu trebuie să le refaceți.',
    sendAgain: 'Trimiteți din nou',
    rejected: 'Nu am putut folosi una dintre fotografii. Vă rugăm să o refaceți.',
    submitFailed: 'Nu am putut preda fotografiile pentru verificare. Încercați din nou.',
    retake: 'Refaceți-o',
  },
  verifying: {
    title: 'Vă verificăm actul de identitate',
    selfieTitle: 'Vă verificăm selfie-ul',
    estimate: 'Durează mai puțin de 2 minute.',
  },
  retry: {
    title: 'Nu am putut accepta actul dumneavoastră de identitate',
    reasons: {
      expired: 'Actul dumneavoastră de identitate a expirat. Folosiți unul valabil.',
      glare: 'Actul avea reflexii, așa că nu l-am putut citi.',
      blur: 'Fotografia era neclară, așa că nu v-am putut citi actul.',
      wrongType: 'Nu putem accepta acest tip de document. Folosiți unul dintre documentele din listă.',
      curpMissing:
        'Acest document nu conține CURP-ul dumneavoastră. Folosiți unul care îl conține, cum ar fi legitimația de alegător (INE).',
      unreadable: 'Nu v-am putut citi actul de identitate.',
      face: 'Nu am putut potrivi chipul dumneavoastră cu fotografia de pe act.',
    },
    tips: 'Așezați actul pe o suprafață închisă la culoare, uniformă, la o lumină bună. Asigurați-vă că tot actul este în chenar, clar și fără reflexii.',
    scanAgain: 'Scanați din nou',
    otherDocument: 'Folosiți alt act',
    selfieTitle: 'Nu am putut folosi selfie-ul dumneavoastră',
    selfieTips: 'Întoarceți-vă spre lumină, țineți fața în interiorul ovalului și nu vă mișcați.',
    selfieAgain: 'Refaceți-l',
  },
  failure: {
    userMismatch: {
      title: 'Actul de identitate nu corespunde datelor dumneavoastră',
      description:
        'Numele de pe actul de identitate nu corespunde cu cel introdus la finalizarea comenzii. Folosiți propriul act de identitate.',
      button: 'Înapoi la finalizarea comenzii',
    },
    userMismatchWithContact: {
      title: 'Actul de identitate nu corespunde datelor dumneavoastră',
      description:
        'Numele de pe actul de identitate nu corespunde cu cel introdus la finalizarea comenzii. Pentru ajutor, contactați asistența pentru clienți: {contactTimes}.',
      button: 'Înapoi la finalizarea comenzii',
    },
    idNumberMissing: {
      title: 'Nu am putut citi numărul de identificare',
      description: 'Scanați un document pe care numărul de identificare se vede clar.',
      button: 'Înapoi la finalizarea comenzii',
    },
    idNumberMissingWithContact: {
      title: 'Nu am putut citi numărul de identificare',
      description:
        'Scanați un document pe care numărul de identificare se vede clar. Pentru ajutor, contactați asistența pentru clienți: {contactTimes}.',
      button: 'Înapoi la finalizarea comenzii',
    },
    idNumberMismatch: {
      title: 'Numărul de identificare nu corespunde',
      description:
        'Numărul de identificare de pe document nu corespunde cu cel introdus. Verificați-l și încercați din nou.',
      button: 'Înapoi la finalizarea comenzii',
    },
    idNumberMismatchWithContact: {
      title: 'Numărul de identificare nu corespunde',
      description:
        'Numărul de identificare de pe document nu corespunde cu cel introdus. Pentru ajutor, contactați asistența pentru clienți: {contactTimes}.',
      button: 'Înapoi la finalizarea comenzii',
    },
  },
  cancel: {
    title: 'Renunțați la verificarea actului de identitate?',
    warning: 'Dacă renunțați acum, comanda nu va fi aprobată. Va trebui să reluați scanarea de la început.',
    selfieRegistration: {
      title: 'Renunțați la selfie?',
      warning:
        'Dacă renunțați acum, comanda nu va fi aprobată. Va trebui să faceți din nou selfie-ul și scanarea facială.',
    },
  },
} satisfies NamespaceIdScanTranslation

export default ro_idScan
