import type { NamespaceIdScanTranslation } from '../../i18n-types.ts'

const sv_idScan = {
  kycLater: {
    title: 'Verifiera din legitimation nu eller senare',
    lead: 'Du kan slutföra köpet nu och ladda upp din legitimation senare.',
    within:
      'Om du väljer senare ber vi om din legitimation vid ditt andra köp. Du har 30 dagar på dig att ladda upp den.',
    upload: 'Ladda upp legitimation',
    later: 'Kanske senare',
    failed: 'Vi kunde inte spara ditt val. Försök igen.',
  },
  consent: {
    title: 'Nästa steg – identitetskontroll',
    lead: 'För att kontrollera din identitet jämför vi ditt ansikte i en selfie och en kort ansiktsskanning med fotot på din legitimation. Ditt ansikte är biometriska uppgifter, så vi behöver ditt samtycke först.',
    us: {
      body: 'Genom att välja Jag samtycker godkänner du att vi och vår externa leverantör av identitetskontroll samlar in, använder och lagrar dina biometriska uppgifter för att kontrollera din identitet, enligt vår policy för ansiktsskanning och vår integritetspolicy. Vi raderar dem när de inte längre behövs, senast efter 3 år.',
      agree: 'Jag samtycker',
    },
    ca: {
      body: 'Genom att välja Starta kontrollen godkänner du att vi samlar in och använder dina biometriska uppgifter för att kontrollera din identitet, enligt vår policy för ansiktsskanning och vår integritetspolicy. Vi raderar dem när de inte längre behövs.',
      agree: 'Starta kontrollen',
    },
    mx: {
      body: 'Genom att välja Fortsätt samtycker du till behandlingen av dina personuppgifter och biometriska uppgifter för att kontrollera din identitet, enligt vår integritetspolicy och vår policy för ansiktsskanning.',
      agree: 'Fortsätt',
    },
    other: {
      body: 'Genom att välja Godkänn och fortsätt samtycker du till att vi och vår externa leverantör av identitetskontroll behandlar dina biometriska uppgifter för att kontrollera din identitet, enligt vår policy för ansiktsskanning och vår integritetspolicy.',
      agree: 'Godkänn och fortsätt',
    },
    facialScanPolicy: 'Policy för ansiktsskanning',
    facialScanPolicyUrl: 'https://www.provider.com/facial-scan-policy/',
    privacyNotice: 'Integritetspolicy',
    providerTerms: 'Villkor för vår leverantör av identitetskontroll',
    providerTermsUrl: 'https://www.provider.com/identity-verification-provider/',
    noBiometrics:
      'Vill du inte att vi behandlar dina biometriska uppgifter? Då kan du skicka in dina uppgifter för en manuell kontroll i stället.',
    submitDetails: 'Skicka in uppgifter',
    submitDetailsUrl: 'https://www.provider.com/phone-reset/',
  },
  intro: {
    title: 'Skanna din legitimation',
    lead: 'Vi behöver ett foto av din legitimation och ett av dig för att bekräfta att det verkligen är du.',
    time: 'Det tar mindre än 4 minuter.',
    stepsLabel: 'Det här gör du',
    stepDocument: 'Fotografera din legitimation',
    stepSelfie: 'Ta en selfie',
    stepFace: 'Vrid långsamt på huvudet för en kort ansiktsskanning',
    documentsLegend: 'Vilken legitimation använder du?',
    documentsHint: 'Den måste vara giltig och inte ha gått ut, och utgångsdatumet ska synas tydligt.',
    curp: 'Vi kan bara godkänna en id-handling där ditt CURP finns med, till exempel ditt röstkort (INE).',
    scam: 'Se upp för bedrägerier: fortsätt bara om det är du själv som handlar, just nu. Vi ber dig aldrig att skanna din legitimation åt någon annan, varken via telefon, e-post eller sms.',
    consentNote:
      'Genom att välja Skanna samtycker du till att dina biometriska uppgifter (ditt ansikte) behandlas för att kontrollera din identitet.',
    scan: 'Skanna',
    startFailed: 'Vi kunde inte starta skanningen. Försök igen.',
  },
  selfieIntro: {
    title: 'Ta en selfie',
    lead: 'Vi behöver en selfie och en kort ansiktsskanning så att vi känner igen dig nästa gång du identifierar dig.',
    time: 'Det tar ungefär en minut.',
    consentNote:
      'Genom att välja Börja samtycker du till att dina biometriska uppgifter (ditt ansikte) behandlas för att kontrollera din identitet.',
    start: 'Börja',
  },
  documents: {
    identityCard: 'Nationellt id-kort',
    passport: 'Pass',
    drivingLicence: 'Körkort',
    residencePermit: 'Uppehållstillstånd',
    passportCard: 'Passkort',
    taxId: 'Skatte-id-kort',
    immigrationStatusDocument: 'Handling om migrationsstatus',
    asylumRegistrationCard: 'LMA-kort (för asylsökande)',
    postalIdentityCard: 'Postens id-kort',
    socialSecurityCard: 'Socialförsäkringskort',
    workPermit: 'Arbetstillstånd',
    certificateOfNaturalisation: 'Naturalisationsbevis',
    homeOfficeLetter: 'Brev från brittiska inrikesministeriet (Home Office)',
    birthCertificate: 'Födelsebevis',
    visa: 'Visum',
    proofOfCitizenship: 'Medborgarskapsbevis',
    nationalHealthInsuranceCard: 'Sjukförsäkringskort',
    serviceIdCard: 'Tjänstekort',
    indigenousCard: 'Id-kort för urfolk',
    municipalityIdentityCard: 'Kommunalt id-kort',
    privateOperatorsCard: 'Id-kort från privat aktör',
    vehicleRegistrationCertificate: 'Registreringsbevis',
    professionalQualificationCard: 'Yrkeskompetensbevis',
    formForAffixingTheVisa: 'Formulär för anbringande av visering',
    consularId: 'Konsulärt id-kort',
    internationalDrivingLicence: 'Internationellt körkort',
    residenceStatusDocument: 'Handling om uppehållsstatus',
    voterId: 'Röstkort (INE)',
    other: 'Id-handling',
  },
  capture: {
    step: 'Steg {current} av {total}',
    front: {
      title: 'Framsidan av din legitimation',
      instruction: 'Lägg framsidan av din legitimation på en mörk, enfärgad yta och passa in den i ramen.',
    },
    back: {
      title: 'Baksidan av din legitimation',
      instruction: 'Vänd nu på din legitimation och passa in baksidan i ramen.',
    },
    page: {
      title: 'Fotosidan i ditt pass',
      instruction: 'Öppna passet på sidan med ditt foto och passa in hela sidan i ramen.',
    },
    sheet: {
      title: 'Ditt dokument',
      instruction: 'Lägg dokumentet på en mörk, enfärgad yta och passa in hela sidan i ramen.',
    },
    selfie: {
      title: 'Ta en selfie',
      instruction: 'Titta rakt in i kameran och håll ansiktet inom ovalen. Ta av glasögon, mössa och munskydd.',
    },
    cameraLabel: 'Kamerabild',
    starting: 'Startar kameran …',
    take: 'Ta foto',
    takeSelfie: 'Ta selfie',
    uploadInstead: 'Ladda upp ett foto i stället',
    useCamera: 'Använd kameran i stället',
    guidance: {
      waiting: 'Rikta kameran mot din legitimation.',
      dark: 'Det är för mörkt. Leta upp mer ljus.',
      blur: 'Håll stilla: bilden är suddig.',
      glare: 'Luta legitimationen lite för att undvika reflexer.',
      far: 'Gå närmare så att legitimationen fyller ramen.',
      good: 'Det ser bra ut. Ta fotot.',
      faceDark: 'Det är för mörkt. Vänd dig mot ett fönster eller en lampa.',
      faceBlur: 'Håll stilla: bilden är suddig.',
      faceGlare: 'För mycket ljus i ansiktet. Flytta dig lite från lampan.',
      faceGood: 'Det ser bra ut. Ta din selfie.',
    },
  },
  review: {
    title: 'Kontrollera ditt foto',
    label: 'Ditt foto',
    good: 'Se till att all text är skarp och läsbar och att inget är avskuret.',
    goodFace: 'Se till att hela ditt ansikte syns skarpt.',
    issues: {
      dark: 'Fotot ser för mörkt ut. Ta om det i bättre ljus.',
      blur: 'Fotot ser suddigt ut. Ta om det och håll stilla.',
      glare: 'Det finns reflexer på fotot. Luta legitimationen lite och ta om det.',
      far: 'Legitimationen ser för liten ut. Gå närmare så att den fyller ramen.',
      faceGlare: 'För mycket ljus i ansiktet. Flytta dig lite från lampan och ta om fotot.',
    },
    use: 'Använd det här fotot',
    useAnyway: 'Använd det ändå',
    retake: 'Ta om',
    chooseAnother: 'Välj ett annat foto',
  },
  faceScan: {
    title: 'Ansiktsskanning',
    lead: 'Håll ansiktet inom ovalen och följ instruktionerna.',
    straight: 'Titta rakt in i kameran.',
    left: 'Vrid långsamt huvudet åt vänster.',
    right: 'Vrid nu långsamt huvudet åt höger.',
    further: 'Lite till …',
    done: 'Klart, tack.',
    progress: 'Ansiktsskanning, del {current} av {total}',
  },
  upload: {
    lead: 'Ladda upp ett skarpt foto i bra ljus.',
    choose: 'Välj ett foto',
    take: 'Ta ett foto',
    reading: 'Vi kontrollerar ditt foto …',
    notImage: 'Vi kunde inte öppna filen. Välj ett foto (JPEG eller PNG).',
    tooLarge: 'Filen är för stor. Välj ett foto som är mindre än 25 MB.',
    tooSmall: 'Fotot är för litet för att kunna läsas. Välj ett större.',
    noFaceScan: 'Utan kamera kan vi inte göra ansiktsskanningen. Vi kontrollerar din selfie i stället.',
  },
  camera: {
    tryAgain: 'Försök med kameran igen',
    uploadInstead: 'Ladda upp foton i stället',
    denied: {
      title: 'Åtkomsten till kameran är blockerad',
      description:
        'För att ta fotona här måste du låta den här sidan använda kameran: välj kamera- eller låsikonen bredvid adressen, tillåt kameran och försök igen. Du kan också ladda upp foton i stället.',
    },
    frame: {
      title: 'Kameran kan inte användas på den här sidan',
      description:
        'Butikens sida låter oss inte använda din kamera. Du kan ladda upp foton av din legitimation och av dig själv i stället.',
    },
    none: {
      title: 'Ingen kamera hittades',
      description: 'Vi hittade ingen kamera på den här enheten. Du kan ladda upp foton i stället.',
    },
    busy: {
      title: 'Kameran används redan',
      description:
        'En annan app eller flik använder din kamera. Stäng den och försök igen, eller ladda upp foton i stället.',
    },
    insecure: {
      title: 'Kameran är inte tillgänglig över den här anslutningen',
      description: 'Din webbläsare tillåter bara kameran på säkra sidor. Du kan ladda upp foton i stället.',
    },
    unsupported: {
      title: 'Den här webbläsaren kan inte använda kameran här',
      description:
        'Den här webbläsaren eller appen låter inte webbsidor använda kameran. Du kan ladda upp foton i stället eller öppna kassan i din vanliga webbläsare.',
    },
    failed: {
      title: 'Kameran startade inte',
      description: 'Något gick fel när kameran skulle starta. Försök igen eller ladda upp foton i stället.',
    },
  },
  sending: {
    title: 'Dina foton skickas',
    lead: 'Med en långsam anslutning kan det ta en liten stund.',
    parts: {
      documentFront: 'Framsidan av din legitimation',
      documentBack: 'Baksidan av din legitimation',
      selfie: 'Din selfie',
      faceLeft: 'Ansiktsskanning, vänster',
      faceRight: 'Ansiktsskanning, höger',
    },
    sent: 'Skickat',
    waiting: 'Väntar',
    failed: 'Inte skickat',
    offline:
      'Vi kunde inte skicka alla dina foton. Kontrollera internetanslutningen och skicka dem igen. Du behöver inte ta om dem.',
    sendAgain: 'Skicka igen',
    rejected: 'Vi kunde inte använda ett av dina foton. Ta om det.',
    submitFailed: 'Vi kunde inte lämna in dina foton för kontroll. Försök igen.',
    retake: 'Ta om det',
  },
  verifying: {
    title: 'Vi kontrollerar din legitimation',
    selfieTitle: 'Vi kontrollerar din selfie',
    estimate: 'Det tar mindre än 2 minuter.',
  },
  retry: {
    title: 'Vi kunde inte godkänna din legitimation',
    reasons: {
      expired: 'Din legitimation har gått ut. Använd en giltig.',
      glare: 'Det var reflexer på din legitimation, så vi kunde inte läsa den.',
      blur: 'Fotot var suddigt, så vi kunde inte läsa din legitimation.',
      wrongType: 'Vi kan inte godkänna den här typen av id-handling. Använd en av de angivna.',
      curpMissing:
        'Ditt CURP finns inte med på den här id-handlingen. Använd en där det finns med, till exempel ditt röstkort (INE).',
      unreadable: 'Vi kunde inte läsa din legitimation.',
      face: 'Vi kunde inte matcha ditt ansikte mot fotot på din legitimation.',
    },
    tips: 'Lägg legitimationen på en mörk, enfärgad yta i bra ljus. Se till att hela legitimationen är inom ramen, skarp och utan reflexer.',
    scanAgain: 'Skanna igen',
    otherDocument: 'Använd en annan legitimation',
    selfieTitle: 'Vi kunde inte använda din selfie',
    selfieTips: 'Vänd dig mot ljuset, håll ansiktet inom ovalen och håll stilla.',
    selfieAgain: 'Ta om den',
  },
  failure: {
    userMismatch: {
      title: 'Legitimationen stämmer inte med dina uppgifter',
      description: 'Namnet på legitimationen stämmer inte med namnet du angav i kassan. Använd din egen legitimation.',
      button: 'Tillbaka till kassan',
    },
    userMismatchWithContact: {
      title: 'Legitimationen stämmer inte med dina uppgifter',
      description:
        'Namnet på legitimationen stämmer inte med namnet du angav i kassan. Behöver du hjälp? Kontakta vår kundservice: {contactTimes}.',
      button: 'Tillbaka till kassan',
    },
    idNumberMissing: {
      title: 'Vi kunde inte läsa id-numret',
      description: 'Skanna en id-handling där ditt id-nummer syns tydligt.',
      button: 'Tillbaka till kassan',
    },
    idNumberMissingWithContact: {
      title: 'Vi kunde inte läsa id-numret',
      description:
        'Skanna en id-handling där ditt id-nummer syns tydligt. Behöver du hjälp? Kontakta vår kundservice: {contactTimes}.',
      button: 'Tillbaka till kassan',
    },
    idNumberMismatch: {
      title: 'Id-numret stämmer inte',
      description: 'Id-numret på din legitimation stämmer inte med det du angav. Kontrollera det och försök igen.',
      button: 'Tillbaka till kassan',
    },
    idNumberMismatchWithContact: {
      title: 'Id-numret stämmer inte',
      description:
        'Id-numret på din legitimation stämmer inte med det du angav. Behöver du hjälp? Kontakta vår kundservice: {contactTimes}.',
      button: 'Tillbaka till kassan',
    },
  },
  cancel: {
    title: 'Vill du avbryta verifieringen av din legitimation?',
    warning: 'Om du avbryter nu godkänns inte ditt köp och du måste börja om med skanningen.',
    selfieRegistration: {
      title: 'Vill du avbryta selfien?',
      warning: 'Om du avbryter nu godkänns inte ditt köp, och du måste ta selfien och göra ansiktsskanningen igen.',
    },
  },
} satisfies NamespaceIdScanTranslation

export default sv_idScan
