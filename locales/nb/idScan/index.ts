import type { NamespaceIdScanTranslation } from '../../i18n-types.ts'

const nb_idScan = {
  kycLater: {
    title: 'Bekreft ID-en din nå eller senere',
    lead: 'Du kan fullføre kjøpet nå og laste opp ID-en din senere.',
    within:
      'Hvis du velger senere, ber vi om ID-en din ved ditt andre kjøp. Du har 30 dager på deg til å laste den opp.',
    upload: 'Last opp ID',
    later: 'Kanskje senere',
    failed: 'Vi kunne ikke lagre valget ditt. Prøv igjen.',
  },
  consent: {
    title: 'Neste steg – identitetskontroll',
    lead: 'For å kontrollere identiteten din sammenligner vi ansiktet ditt på en selfie og en kort ansiktsskanning med bildet på ID-en din. Ansiktet ditt er biometriske opplysninger, så vi trenger samtykket ditt først.',
    us: {
      body: 'Når du velger Jeg samtykker, godtar du at vi og vår eksterne leverandør av identitetskontroll samler inn, bruker og lagrer de biometriske opplysningene dine for å kontrollere identiteten din, slik det er beskrevet i retningslinjene våre for ansiktsskanning og personvernerklæringen vår. Vi sletter dem når de ikke lenger trengs, og senest etter 3 år.',
      agree: 'Jeg samtykker',
    },
    ca: {
      body: 'Når du velger Start kontrollen, godtar du at vi samler inn og bruker de biometriske opplysningene dine for å kontrollere identiteten din, slik det er beskrevet i retningslinjene våre for ansiktsskanning og personvernerklæringen vår. Vi sletter dem når de ikke lenger trengs.',
      agree: 'Start kontrollen',
    },
    mx: {
      body: 'Når du velger Fortsett, samtykker du til behandling av personopplysningene og de biometriske opplysningene dine for å kontrollere identiteten din, slik det er beskrevet i personvernerklæringen vår og retningslinjene våre for ansiktsskanning.',
      agree: 'Fortsett',
    },
    other: {
      body: 'Når du velger Godta og fortsett, samtykker du til at vi og vår eksterne leverandør av identitetskontroll behandler de biometriske opplysningene dine for å kontrollere identiteten din, slik det er beskrevet i retningslinjene våre for ansiktsskanning og personvernerklæringen vår.',
      agree: 'Godta og fortsett',
    },
    facialScanPolicy: 'Retningslinjer for ansiktsskanning',
    facialScanPolicyUrl: 'https://www.provider.com/facial-scan-policy/',
    privacyNotice: 'Personvernerklæring',
    providerTerms: 'Vilkår for leverandøren vår av identitetskontroll',
    providerTermsUrl: 'https://www.provider.com/identity-verification-provider/',
    noBiometrics:
      'Vil du ikke at vi behandler de biometriske opplysningene dine? Da kan du sende inn opplysningene dine til en manuell kontroll i stedet.',
    submitDetails: 'Send inn opplysninger',
    submitDetailsUrl: 'https://www.provider.com/phone-reset/',
  },
  intro: {
    title: 'Skann ID-en din',
    lead: 'Vi trenger et bilde av ID-en din og et av deg for å bekrefte at det virkelig er deg.',
    time: 'Det tar under 4 minutter.',
    stepsLabel: 'Dette skal du gjøre',
    stepDocument: 'Ta bilde av ID-en din',
    stepSelfie: 'Ta en selfie',
    stepFace: 'Snu hodet sakte for en kort ansiktsskanning',
    documentsLegend: 'Hvilken ID vil du bruke?',
    documentsHint: 'Den må være gyldig og ikke utløpt, og utløpsdatoen må være godt synlig.',
    curp: 'Vi kan bare godta et dokument der CURP-en din står, for eksempel valgkortet ditt (INE).',
    scam: 'Pass deg for svindel: Fortsett bare hvis det er du som handler, akkurat nå. Vi ber deg aldri om å skanne ID-en din for noen andre, verken på telefon, e-post eller SMS.',
    consentNote:
      'Når du velger Skann, samtykker du til at de biometriske opplysningene dine (ansiktet ditt) behandles for å kontrollere identiteten din.',
    scan: 'Skann',
    startFailed: 'Vi kunne ikke starte skanningen. Prøv igjen.',
  },
  selfieIntro: {
    title: 'Ta en selfie',
    lead: 'Vi trenger en selfie og en kort ansiktsskanning, slik at vi kjenner deg igjen neste gang du bekrefter identiteten din.',
    time: 'Det tar omtrent ett minutt.',
    consentNote:
      'Når du velger Kom i gang, samtykker du til at de biometriske opplysningene dine (ansiktet ditt) behandles for å kontrollere identiteten din.',
    start: 'Kom i gang',
  },
  documents: {
    identityCard: 'Nasjonalt ID-kort',
    passport: 'Pass',
    drivingLicence: 'Førerkort',
    residencePermit: 'Oppholdstillatelse',
    passportCard: 'Passkort',
    taxId: 'Kort med skatte-ID',
    immigrationStatusDocument: 'Dokument om innvandringsstatus',
    asylumRegistrationCard: 'Asylsøkerbevis',
    postalIdentityCard: 'ID-kort fra Posten',
    socialSecurityCard: 'Trygdekort',
    workPermit: 'Arbeidstillatelse',
    certificateOfNaturalisation: 'Naturaliseringsbevis',
    homeOfficeLetter: 'Brev fra det britiske innenriksdepartementet (Home Office)',
    birthCertificate: 'Fødselsattest',
    visa: 'Visum',
    proofOfCitizenship: 'Bevis på statsborgerskap',
    nationalHealthInsuranceCard: 'Helsetrygdkort',
    serviceIdCard: 'Tjenestebevis',
    indigenousCard: 'ID-kort for urfolk',
    municipalityIdentityCard: 'Kommunalt ID-kort',
    privateOperatorsCard: 'ID-kort fra privat aktør',
    vehicleRegistrationCertificate: 'Vognkort',
    professionalQualificationCard: 'Yrkeskompetansebevis',
    formForAffixingTheVisa: 'Skjema for påføring av visum',
    consularId: 'Konsulært ID-kort',
    internationalDrivingLicence: 'Internasjonalt førerkort',
    residenceStatusDocument: 'Dokument om oppholdsstatus',
    voterId: 'Valgkort (INE)',
    other: 'ID-dokument',
  },
  capture: {
    step: 'Steg {current} av {total}',
    front: {
      title: 'Forsiden av ID-en din',
      instruction: 'Legg forsiden av ID-en din på en mørk, ensfarget flate, og få den innenfor rammen.',
    },
    back: {
      title: 'Baksiden av ID-en din',
      instruction: 'Snu nå ID-en din, og få baksiden innenfor rammen.',
    },
    page: {
      title: 'Bildesiden i passet ditt',
      instruction: 'Åpne passet på siden med bildet ditt, og få hele siden innenfor rammen.',
    },
    sheet: {
      title: 'Dokumentet ditt',
      instruction: 'Legg dokumentet på en mørk, ensfarget flate, og få hele siden innenfor rammen.',
    },
    selfie: {
      title: 'Ta en selfie',
      instruction: 'Se rett inn i kameraet, og hold ansiktet innenfor ovalen. Ta av briller, lue og munnbind.',
    },
    cameraLabel: 'Kamerabilde',
    starting: 'Starter kameraet …',
    take: 'Ta bilde',
    takeSelfie: 'Ta selfie',
    uploadInstead: 'Last opp et bilde i stedet',
    useCamera: 'Bruk kameraet i stedet',
    guidance: {
      waiting: 'Rett kameraet mot ID-en din.',
      dark: 'Det er for mørkt. Finn mer lys.',
      blur: 'Hold stille: bildet er uskarpt.',
      glare: 'Vipp ID-en litt for å unngå gjenskinn.',
      far: 'Gå nærmere, så ID-en fyller rammen.',
      good: 'Det ser bra ut. Ta bildet.',
      faceDark: 'Det er for mørkt. Snu deg mot et vindu eller en lampe.',
      faceBlur: 'Hold stille: bildet er uskarpt.',
      faceGlare: 'For mye lys i ansiktet. Flytt deg litt unna lampen.',
      faceGood: 'Det ser bra ut. Ta selfien.',
    },
  },
  review: {
    title: 'Sjekk bildet ditt',
    label: 'Bildet ditt',
    good: 'Pass på at all tekst er skarp og lesbar, og at ingenting er kuttet av.',
    goodFace: 'Pass på at hele ansiktet ditt vises skarpt.',
    issues: {
      dark: 'Bildet ser for mørkt ut. Ta det på nytt i bedre lys.',
      blur: 'Bildet ser uskarpt ut. Ta det på nytt, og hold stille.',
      glare: 'Det er gjenskinn på bildet. Vipp ID-en litt, og ta det på nytt.',
      far: 'ID-en ser for liten ut. Gå nærmere, så den fyller rammen.',
      faceGlare: 'For mye lys i ansiktet. Flytt deg litt unna lampen, og ta bildet på nytt.',
    },
    use: 'Bruk dette bildet',
    useAnyway: 'Bruk det likevel',
    retake: 'Ta på nytt',
    chooseAnother: 'Velg et annet bilde',
  },
  faceScan: {
    title: 'Ansiktsskanning',
    lead: 'Hold ansiktet innenfor ovalen, og følg instruksjonene.',
    straight: 'Se rett inn i kameraet.',
    left: 'Snu hodet sakte mot venstre.',
    right: 'Snu nå hodet sakte mot høyre.',
    further: 'Litt til …',
    done: 'Ferdig, takk.',
    progress: 'Ansiktsskanning, del {current} av {total}',
  },
  upload: {
    lead: 'Last opp et skarpt bilde i godt lys.',
    choose: 'Velg et bilde',
    take: 'Ta et bilde',
    reading: 'Vi sjekker bildet ditt …',
    notImage: 'Vi kunne ikke åpne filen. Velg et bilde (JPEG eller PNG).',
    tooLarge: 'Filen er for stor. Velg et bilde på under 25 MB.',
    tooSmall: 'Bildet er for lite til å kunne leses. Velg et større.',
    noFaceScan: 'Uten kamera kan vi ikke gjøre ansiktsskanningen. Vi sjekker selfien din i stedet.',
  },
  camera: {
    tryAgain: 'Prøv kameraet igjen',
    uploadInstead: 'Last opp bilder i stedet',
    denied: {
      title: 'Tilgangen til kameraet er blokkert',
      description:
        'For å ta bildene her må du la denne siden bruke kameraet: Velg kamera- eller låsikonet ved siden av adressen, tillat kameraet, og prøv igjen. Du kan også laste opp bilder i stedet.',
    },
    frame: {
      title: 'Kameraet kan ikke brukes på denne siden',
      description:
        'Butikkens side lar oss ikke bruke kameraet ditt. Du kan laste opp bilder av ID-en din og av deg selv i stedet.',
    },
    none: {
      title: 'Fant ikke noe kamera',
      description: 'Vi fant ikke noe kamera på denne enheten. Du kan laste opp bilder i stedet.',
    },
    busy: {
      title: 'Kameraet er i bruk',
      description:
        'En annen app eller fane bruker kameraet ditt. Lukk den, og prøv igjen, eller last opp bilder i stedet.',
    },
    insecure: {
      title: 'Kameraet er ikke tilgjengelig over denne tilkoblingen',
      description: 'Nettleseren din tillater bare kameraet på sikre sider. Du kan laste opp bilder i stedet.',
    },
    unsupported: {
      title: 'Denne nettleseren kan ikke bruke kameraet her',
      description:
        'Denne nettleseren eller appen lar ikke nettsider bruke kameraet. Du kan laste opp bilder i stedet eller åpne kassen i den vanlige nettleseren din.',
    },
    failed: {
      title: 'Kameraet startet ikke',
      description: 'Noe gikk galt da kameraet skulle starte. Prøv igjen, eller last opp bilder i stedet.',
    },
  },
  sending: {
    title: 'Bildene dine sendes',
    lead: 'Med en treg tilkobling kan det ta litt tid.',
    parts: {
      documentFront: 'Forsiden av ID-en din',
      documentBack: 'Baksiden av ID-en din',
      selfie: 'Selfien din',
      faceLeft: 'Ansiktsskanning, venstre',
      faceRight: 'Ansiktsskanning, høyre',
    },
    sent: 'Sendt',
    waiting: 'Venter',
    failed: 'Ikke sendt',
    offline:
      'Vi kunne ikke sende alle bildene dine. Sjekk internettilkoblingen, og send dem på nytt. Du trenger ikke å ta dem på nytt.',
    sendAgain: 'Send på nytt',
    rejected: 'Vi kunne ikke bruke et av bildene dine. Ta det på nytt.',
    submitFailed: 'Vi kunne ikke levere bildene dine til kontroll. Prøv igjen.',
    retake: 'Ta det på nytt',
  },
  verifying: {
    title: 'Vi kontrollerer ID-en din',
    selfieTitle: 'Vi sjekker selfien din',
    estimate: 'Det tar under 2 minutter.',
  },
  retry: {
    title: 'Vi kunne ikke godta ID-en din',
    reasons: {
      expired: 'ID-en din er utløpt. Bruk en gyldig ID.',
      glare: 'Det var gjenskinn på ID-en din, så vi kunne ikke lese den.',
      blur: 'Bildet var uskarpt, så vi kunne ikke lese ID-en din.',
      wrongType: 'Vi kan ikke godta denne typen dokument. Bruk et av dokumentene i listen.',
      curpMissing:
        'CURP-en din står ikke på dette dokumentet. Bruk et der den står, for eksempel valgkortet ditt (INE).',
      unreadable: 'Vi kunne ikke lese ID-en din.',
      face: 'Vi kunne ikke matche ansiktet ditt med bildet på ID-en din.',
    },
    tips: 'Legg ID-en på en mørk, ensfarget flate i godt lys. Pass på at hele ID-en er innenfor rammen, skarp og uten gjenskinn.',
    scanAgain: 'Skann på nytt',
    otherDocument: 'Bruk en annen ID',
    selfieTitle: 'Vi kunne ikke bruke selfien din',
    selfieTips: 'Snu deg mot lyset, hold ansiktet innenfor ovalen, og hold stille.',
    selfieAgain: 'Ta den på nytt',
  },
  failure: {
    userMismatch: {
      title: 'ID-en stemmer ikke med opplysningene dine',
      description: 'Navnet på ID-en stemmer ikke med navnet du oppga i kassen. Bruk din egen ID.',
      button: 'Tilbake til kassen',
    },
    userMismatchWithContact: {
      title: 'ID-en stemmer ikke med opplysningene dine',
      description:
        'Navnet på ID-en stemmer ikke med navnet du oppga i kassen. Kontakt kundeservicen vår hvis du trenger hjelp: {contactTimes}.',
      button: 'Tilbake til kassen',
    },
    idNumberMissing: {
      title: 'Vi klarte ikke å lese ID-nummeret',
      description: 'Skann et dokument der ID-nummeret ditt er tydelig synlig.',
      button: 'Tilbake til kassen',
    },
    idNumberMissingWithContact: {
      title: 'Vi klarte ikke å lese ID-nummeret',
      description:
        'Skann et dokument der ID-nummeret ditt er tydelig synlig. Kontakt kundeservicen vår hvis du trenger hjelp: {contactTimes}.',
      button: 'Tilbake til kassen',
    },
    idNumberMismatch: {
      title: 'ID-nummeret stemmer ikke',
      description: 'ID-nummeret på dokumentet ditt stemmer ikke med det du oppga. Sjekk det og prøv igjen.',
      button: 'Tilbake til kassen',
    },
    idNumberMismatchWithContact: {
      title: 'ID-nummeret stemmer ikke',
      description:
        'ID-nummeret på dokumentet ditt stemmer ikke med det du oppga. Kontakt kundeservicen vår hvis du trenger hjelp: {contactTimes}.',
      button: 'Tilbake til kassen',
    },
  },
  cancel: {
    title: 'Vil du avbryte ID-bekreftelsen?',
    warning: 'Hvis du avbryter nå, blir ikke kjøpet ditt godkjent. Da må du starte skanningen på nytt.',
    selfieRegistration: {
      title: 'Vil du avbryte selfien?',
      warning: 'Hvis du avbryter nå, blir ikke kjøpet ditt godkjent. Da må du ta selfien og ansiktsskanningen på nytt.',
    },
  },
} satisfies NamespaceIdScanTranslation

export default nb_idScan
