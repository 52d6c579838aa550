import type { NamespaceIdScanTranslation } from '../../i18n-types.ts'

const da_idScan = {
  kycLater: {
    title: 'Bekræft din legitimation nu eller senere',
    lead: 'Du kan gennemføre købet nu og uploade din legitimation senere.',
    within: 'Hvis du vælger senere, beder vi om din legitimation ved dit andet køb. Du har 30 dage til at uploade den.',
    upload: 'Upload legitimation',
    later: 'Måske senere',
    failed: 'Vi kunne ikke gemme dit valg. Prøv igen.',
  },
  consent: {
    title: 'Næste trin – identitetskontrol',
    lead: 'For at kontrollere din identitet sammenligner vi dit ansigt på en selfie og en kort ansigtsscanning med billedet på din legitimation. Dit ansigt er biometriske data, så vi har først brug for dit samtykke.',
    us: {
      body: 'Når du vælger Jeg giver samtykke, accepterer du, at vi og vores eksterne leverandør af identitetskontrol indsamler, bruger og opbevarer dine biometriske data for at kontrollere din identitet som beskrevet i vores politik for ansigtsscanning og vores privatlivspolitik. Vi sletter dem, når de ikke længere er nødvendige, og senest efter 3 år.',
      agree: 'Jeg giver samtykke',
    },
    ca: {
      body: 'Når du vælger Start kontrollen, accepterer du, at vi indsamler og bruger dine biometriske data for at kontrollere din identitet som beskrevet i vores politik for ansigtsscanning og vores privatlivspolitik. Vi sletter dem, når de ikke længere er nødvendige.',
      agree: 'Start kontrollen',
    },
    mx: {
      body: 'Når du vælger Fortsæt, giver du samtykke til behandling af dine personoplysninger og biometriske data for at kontrollere din identitet som beskrevet i vores privatlivspolitik og vores politik for ansigtsscanning.',
      agree: 'Fortsæt',
    },
    other: {
      body: 'Når du vælger Accepter og fortsæt, giver du samtykke til, at vi og vores eksterne leverandør af identitetskontrol behandler dine biometriske data for at kontrollere din identitet som beskrevet i vores politik for ansigtsscanning og vores privatlivspolitik.',
      agree: 'Accepter og fortsæt',
    },
    facialScanPolicy: 'Politik for ansigtsscanning',
    facialScanPolicyUrl: 'https://www.provider.com/facial-scan-policy/',
    privacyNotice: 'Privatlivspolitik',
    providerTerms: 'Vilkår for vores leverandør af identitetskontrol',
    providerTermsUrl: 'https://www.provider.com/identity-verification-provider/',
    noBiometrics:
      'Vil du ikke have, at vi behandler dine biometriske data? Så kan du i stedet indsende dine oplysninger til en manuel kontrol.',
    submitDetails: 'Indsend oplysninger',
    submitDetailsUrl: 'https://www.provider.com/phone-reset/',
  },
  intro: {
    title: 'Scan din legitimation',
    lead: 'Vi har brug for et billede af din legitimation og et af dig for at bekræfte, at det virkelig er dig.',
    time: 'Det tager under 4 minutter.',
    stepsLabel: 'Det skal du gøre',
    stepDocument: 'Tag et billede af din legitimation',
    stepSelfie: 'Tag en selfie',
    stepFace: 'Drej langsomt hovedet til en kort ansigtsscanning',
    documentsLegend: 'Hvilken legitimation vil du bruge?',
    documentsHint: 'Den skal være gyldig og ikke udløbet, og udløbsdatoen skal kunne ses tydeligt.',
    curp: 'Vi kan kun godkende et dokument, hvor dit CURP står, f.eks. dit vælgerkort (INE).',
    scam: 'Pas på svindel: Fortsæt kun, hvis det er dig selv, der handler lige nu. Vi beder dig aldrig om at scanne din legitimation for en anden – hverken over telefonen, på e-mail eller sms.',
    consentNote:
      'Når du vælger Start scanningen, giver du samtykke til, at dine biometriske data (dit ansigt) behandles for at kontrollere din identitet.',
    scan: 'Start scanningen',
    startFailed: 'Vi kunne ikke starte scanningen. Prøv igen.',
  },
  selfieIntro: {
    title: 'Tag en selfie',
    lead: 'Vi har brug for en selfie og en kort ansigtsscanning, så vi kan genkende dig, næste gang du bekræfter din identitet.',
    time: 'Det tager cirka et minut.',
    consentNote:
      'Når du vælger Kom i gang, giver du samtykke til, at dine biometriske data (dit ansigt) behandles for at kontrollere din identitet.',
    start: 'Kom i gang',
  },
  documents: {
    identityCard: 'Nationalt id-kort',
    passport: 'Pas',
    drivingLicence: 'Kørekort',
    residencePermit: 'Opholdstilladelse',
    passportCard: 'Paskort',
    taxId: 'Skatte-id-kort',
    immigrationStatusDocument: 'Dokument om immigrationsstatus',
    asylumRegistrationCard: 'Registreringskort for asylansøgere',
    postalIdentityCard: 'ID-kort fra posten',
    socialSecurityCard: 'Socialsikringskort',
    workPermit: 'Arbejdstilladelse',
    certificateOfNaturalisation: 'Bevis for indfødsret',
    homeOfficeLetter: 'Brev fra det britiske indenrigsministerium (Home Office)',
    birthCertificate: 'Fødselsattest',
    visa: 'Visum',
    proofOfCitizenship: 'Bevis for statsborgerskab',
    nationalHealthInsuranceCard: 'Sundhedskort',
    serviceIdCard: 'Tjenestekort',
    indigenousCard: 'Identitetskort for oprindelige folk',
    municipalityIdentityCard: 'Kommunalt ID-kort',
    privateOperatorsCard: 'ID-kort fra privat udbyder',
    vehicleRegistrationCertificate: 'Registreringsattest',
    professionalQualificationCard: 'Kompetencekort',
    formForAffixingTheVisa: 'Formular til påføring af visum',
    consularId: 'Konsulært ID-kort',
    internationalDrivingLicence: 'Internationalt kørekort',
    residenceStatusDocument: 'Dokument om opholdsstatus',
    voterId: 'Vælgerkort (INE)',
    other: 'ID-dokument',
  },
  capture: {
    step: 'Trin {current} af {total}',
    front: {
      title: 'Forsiden af din legitimation',
      instruction: 'Læg forsiden af din legitimation på en mørk, ensfarvet overflade, og få den inden for rammen.',
    },
    back: {
      title: 'Bagsiden af din legitimation',
      instruction: 'Vend nu din legitimation, og få bagsiden inden for rammen.',
    },
    page: {
      title: 'Billedsiden i dit pas',
      instruction: 'Slå passet op på siden med dit billede, og få hele siden inden for rammen.',
    },
    sheet: {
      title: 'Dit dokument',
      instruction: 'Læg dokumentet på en mørk, ensfarvet overflade, og få hele siden inden for rammen.',
    },
    selfie: {
      title: 'Tag en selfie',
      instruction: 'Kig lige ind i kameraet, og hold ansigtet inden for ovalen. Tag briller, hue og maske af.',
    },
    cameraLabel: 'Kamerabillede',
    starting: 'Starter kameraet …',
    take: 'Tag billede',
    takeSelfie: 'Tag selfie',
    uploadInstead: 'Upload et billede i stedet',
    useCamera: 'Brug kameraet i stedet',
    guidance: {
      waiting: 'Ret kameraet mod din legitimation.',
      dark: 'Det er for mørkt. Find mere lys.',
      blur: 'Hold stille: billedet er sløret.',
      glare: 'Vip din legitimation lidt for at undgå genskin.',
      far: 'Gå tættere på, så din legitimation fylder rammen.',
      good: 'Det ser godt ud. Tag billedet.',
      faceDark: 'Det er for mørkt. Vend dig mod et vindue eller en lampe.',
      faceBlur: 'Hold stille: billedet er sløret.',
      faceGlare: 'For meget lys på dit ansigt. Flyt dig lidt væk fra lampen.',
      faceGood: 'Det ser godt ud. Tag din selfie.',
    },
  },
  review: {
    title: 'Tjek dit billede',
    label: 'Dit billede',
    good: 'Sørg for, at al tekst er skarp og læsbar, og at intet er skåret af.',
    goodFace: 'Sørg for, at hele dit ansigt kan ses skarpt.',
    issues: {
      dark: 'Billedet ser for mørkt ud. Tag det igen i bedre lys.',
      blur: 'Billedet ser sløret ud. Tag det igen, og hold stille.',
      glare: 'Der er genskin på billedet. Vip din legitimation lidt, og tag det igen.',
      far: 'Din legitimation ser for lille ud. Gå tættere på, så den fylder rammen.',
      faceGlare: 'For meget lys på dit ansigt. Flyt dig lidt væk fra lampen, og tag billedet igen.',
    },
    use: 'Brug dette billede',
    useAnyway: 'Brug det alligevel',
    retake: 'Tag igen',
    chooseAnother: 'Vælg et andet billede',
  },
  faceScan: {
    title: 'Ansigtsscanning',
    lead: 'Hold ansigtet inden for ovalen, og følg instruktionerne.',
    straight: 'Kig lige ind i kameraet.',
    left: 'Drej langsomt hovedet til venstre.',
    right: 'Drej nu langsomt hovedet til højre.',
    further: 'Lidt mere …',
    done: 'Færdig, tak.',
    progress: 'Ansigtsscanning, del {current} af {total}',
  },
  upload: {
    lead: 'Upload et skarpt billede i godt lys.',
    choose: 'Vælg et billede',
    take: 'Tag et billede',
    reading: 'Vi tjekker dit billede …',
    notImage: 'Vi kunne ikke åbne filen. Vælg et billede (JPEG eller PNG).',
    tooLarge: 'Filen er for stor. Vælg et billede på under 25 MB.',
    tooSmall: 'Billedet er for lille til at kunne læses. Vælg et større.',
    noFaceScan: 'Uden kamera kan vi ikke lave ansigtsscanningen. Vi tjekker din selfie i stedet.',
  },
  camera: {
    tryAgain: 'Prøv kameraet igen',
    uploadInstead: 'Upload billeder i stedet',
    denied: {
      title: 'Adgangen til kameraet er blokeret',
      description:
        'For at tage billederne her skal du give siden lov til at bruge dit kamera: Vælg kamera- eller låseikonet ved siden af adressen, tillad kameraet, og prøv igen. Du kan også uploade billeder i stedet.',
    },
    frame: {
      title: 'Kameraet kan ikke bruges på denne side',
      description:
        'Butikkens side lader os ikke bruge dit kamera. Du kan i stedet uploade billeder af din legitimation og af dig selv.',
    },
    none: {
      title: 'Intet kamera fundet',
      description: 'Vi fandt intet kamera på denne enhed. Du kan uploade billeder i stedet.',
    },
    busy: {
      title: 'Dit kamera er i brug',
      description: 'En anden app eller fane bruger dit kamera. Luk den, og prøv igen, eller upload billeder i stedet.',
    },
    insecure: {
      title: 'Kameraet er ikke tilgængeligt via denne forbindelse',
      description: 'Din browser tillader kun kameraet på sikre sider. Du kan uploade billeder i stedet.',
    },
    unsupported: {
      title: 'Denne browser kan ikke bruge kameraet her',
      description:
        'Denne browser eller app lader ikke websider bruge kameraet. Du kan uploade billeder i stedet eller åbne betalingen i din sædvanlige browser.',
    },
    failed: {
      title: 'Kameraet startede ikke',
      description: 'Noget gik galt, da dit kamera skulle starte. Prøv igen, eller upload billeder i stedet.',
    },
  },
  sending: {
    title: 'Dine billeder sendes',
    lead: 'Med en langsom forbindelse kan det tage et øjeblik.',
    parts: {
      documentFront: 'Forsiden af din legitimation',
      documentBack: 'Bagsiden af din legitimation',
      selfie: 'Din selfie',
      faceLeft: 'Ansigtsscanning, venstre',
      faceRight: 'Ansigtsscanning, højre',
    },
    sent: 'Sendt',
    waiting: 'Venter',
    failed: 'Ikke sendt',
    offline:
      'Vi kunne ikke sende alle dine billeder. Tjek din internetforbindelse, og send dem igen. Du behøver ikke tage dem igen.',
    sendAgain: 'Send igen',
    rejected: 'Vi kunne ikke bruge et af dine billeder. Tag det igen.',
    submitFailed: 'Vi kunne ikke indsende dine billeder til kontrol. Prøv igen.',
    retake: 'Tag det igen',
  },
  verifying: {
    title: 'Vi kontrollerer din legitimation',
    selfieTitle: 'Vi tjekker din selfie',
    estimate: 'Det tager under 2 minutter.',
  },
  retry: {
    title: 'Vi kunne ikke godkende din legitimation',
    reasons: {
      expired: 'Din legitimation er udløbet. Brug en gyldig.',
      glare: 'Der var genskin på din legitimation, så vi kunne ikke læse den.',
      blur: 'Billedet var sløret, så vi kunne ikke læse din legitimation.',
      wrongType: 'Vi kan ikke godkende denne type dokument. Brug et af de nævnte dokumenter.',
      curpMissing: 'Dit CURP står ikke på dette dokument. Brug et, hvor det står, f.eks. dit vælgerkort (INE).',
      unreadable: 'Vi kunne ikke læse din legitimation.',
      face: 'Vi kunne ikke matche dit ansigt med billedet på din legitimation.',
    },
    tips: 'Læg din legitimation på en mørk, ensfarvet overflade i godt lys. Sørg for, at hele legitimationen er inden for rammen, skarp og uden genskin.',
    scanAgain: 'Scan igen',
    otherDocument: 'Brug en anden legitimation',
    selfieTitle: 'Vi kunne ikke bruge din selfie',
    selfieTips: 'Vend dig mod lyset, hold ansigtet inden for ovalen, og hold stille.',
    selfieAgain: 'Tag den igen',
  },
  failure: {
    userMismatch: {
      title: 'Legitimationen passer ikke til dine oplysninger',
      description:
        'Navnet på din legitimation stemmer ikke overens med det navn du har oplyst i kassen. Brug din egen legitimation.',
      button: 'Tilbage til kassen',
    },
    userMismatchWithContact: {
      title: 'Legitimationen passer ikke til dine oplysninger',
      description:
        'Navnet på din legitimation stemmer ikke overens med det navn du har oplyst i kassen. Brug for hjælp? Kontakt vores kundeservice: {contactTimes}.',
      button: 'Tilbage til kassen',
    },
    idNumberMissing: {
      title: 'Vi kunne ikke aflæse ID-nummeret',
      description: 'Scan et dokument hvor dit ID-nummer tydeligt kan ses.',
      button: 'Tilbage til kassen',
    },
    idNumberMissingWithContact: {
      title: 'Vi kunne ikke aflæse ID-nummeret',
      description:
        'Scan et dokument hvor dit ID-nummer tydeligt kan ses. Brug for hjælp? Kontakt vores kundeservice: {contactTimes}.',
      button: 'Tilbage til kassen',
    },
    idNumberMismatch: {
      title: 'ID-nummeret stemmer ikke overens',
      description: 'ID-nummeret på dit dokument stemmer ikke overens med det du har oplyst. Tjek det og prøv igen.',
      button: 'Tilbage til kassen',
    },
    idNumberMismatchWithContact: {
      title: 'ID-nummeret stemmer ikke overens',
      description:
        'ID-nummeret på dit dokument stemmer ikke overens med det du har oplyst. Brug for hjælp? Kontakt vores kundeservice: {contactTimes}.',
      button: 'Tilbage til kassen',
    },
  },
  cancel: {
    title: 'Vil du afbryde bekræftelsen af din legitimation?',
    warning: 'Hvis du afbryder nu, bliver dit køb ikke godkendt, og du skal starte scanningen forfra.',
    selfieRegistration: {
      title: 'Vil du stoppe med at tage din selfie?',
      warning: 'Hvis du stopper nu, bliver dit køb ikke godkendt, og du skal tage selfien og ansigtsscanningen forfra.',
    },
  },
} satisfies NamespaceIdScanTranslation

export default da_idScan
