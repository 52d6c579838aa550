import type { NamespaceIdScanTranslation } from '../../i18n-types.ts'

const nl_idScan = {
  kycLater: {
    title: 'Je identiteitsbewijs nu of later controleren',
    lead: 'Je kunt deze aankoop nu afronden en je identiteitsbewijs later uploaden.',
    within:
      'Kies je voor later, dan vragen we bij je tweede aankoop om je identiteitsbewijs. Je hebt 30 dagen om het te uploaden.',
    upload: 'Identiteitsbewijs uploaden',
    later: 'Misschien later',
    failed: 'We konden je keuze niet opslaan. Probeer het opnieuw.',
  },
  consent: {
    title: 'Volgende stap: identiteitscontrole',
    lead: 'Om je identiteit te controleren, vergelijken we je gezicht op een selfie en een korte gezichtsscan met de foto op je identiteitsbewijs. Je gezicht is een biometrisch gegeven, dus eerst hebben we je toestemming nodig.',
    us: {
      body: 'Door Ik geef toestemming te kiezen, ga je ermee akkoord dat wij en onze externe dienstverlener voor identiteitscontrole je biometrische gegevens verzamelen, gebruiken en bewaren om je identiteit te controleren, zoals beschreven in ons beleid voor gezichtsscans en onze privacyverklaring. We verwijderen ze zodra ze niet meer nodig zijn, en uiterlijk na 3 jaar.',
      agree: 'Ik geef toestemming',
    },
    ca: {
      body: 'Door Controle starten te kiezen, ga je ermee akkoord dat wij je biometrische gegevens verzamelen en gebruiken om je identiteit te controleren, zoals beschreven in ons beleid voor gezichtsscans en onze privacyverklaring. We verwijderen ze zodra ze niet meer nodig zijn.',
      agree: 'Controle starten',
    },
    mx: {
      body: 'Door Doorgaan te kiezen, geef je toestemming voor de verwerking van je persoonsgegevens en biometrische gegevens om je identiteit te controleren, zoals beschreven in onze privacyverklaring en ons beleid voor gezichtsscans.',
      agree: 'Doorgaan',
    },
    other: {
      body: 'Door Akkoord en doorgaan te kiezen, geef je toestemming dat wij en onze externe dienstverlener voor identiteitscontrole je biometrische gegevens verwerken om je identiteit te controleren, zoals beschreven in ons beleid voor gezichtsscans en onze privacyverklaring.',
      agree: 'Akkoord en doorgaan',
    },
    facialScanPolicy: 'Beleid voor gezichtsscans',
    facialScanPolicyUrl: 'https://www.provider.com/facial-scan-policy/',
    privacyNotice: 'Privacyverklaring',
    providerTerms: 'Voorwaarden van onze dienstverlener voor identiteitscontrole',
    providerTermsUrl: 'https://www.provider.com/identity-verification-provider/',
    noBiometrics:
      'Wil je niet dat we je biometrische gegevens verwerken? Dan kun je je gegevens indienen voor een handmatige controle.',
    submitDetails: 'Gegevens indienen',
    submitDetailsUrl: 'https://www.provider.com/phone-reset/',
  },
  intro: {
    title: 'Scan je identiteitsbewijs',
    lead: 'We hebben een foto van je identiteitsbewijs en van jezelf nodig om te bevestigen dat jij het echt bent.',
    time: 'Het duurt minder dan 4 minuten.',
    stepsLabel: 'Wat je gaat doen',
    stepDocument: 'Een foto maken van je identiteitsbewijs',
    stepSelfie: 'Een selfie maken',
    stepFace: 'Langzaam je hoofd draaien voor een korte gezichtsscan',
    documentsLegend: 'Welk identiteitsbewijs gebruik je?',
    documentsHint: 'Het moet geldig en niet verlopen zijn, met een goed leesbare vervaldatum.',
    curp: 'We kunnen alleen een document accepteren waarop je CURP staat, zoals je kiezerspas (INE).',
    scam: 'Pas op voor oplichting: ga alleen verder als je zelf nu iets koopt. We vragen je nooit om je identiteitsbewijs voor iemand anders te scannen, niet telefonisch, niet per e-mail en niet per sms.',
    consentNote:
      'Door Scannen te kiezen, geef je toestemming voor de verwerking van je biometrische gegevens (je gezicht) om je identiteit te controleren.',
    scan: 'Scannen',
    startFailed: 'We konden de scan niet starten. Probeer het opnieuw.',
  },
  selfieIntro: {
    title: 'Maak een selfie',
    lead: 'We hebben een selfie en een korte gezichtsscan nodig, zodat we je de volgende keer herkennen.',
    time: 'Het duurt ongeveer een minuut.',
    consentNote:
      'Door Beginnen te kiezen, geef je toestemming voor de verwerking van je biometrische gegevens (je gezicht) om je identiteit te controleren.',
    start: 'Beginnen',
  },
  documents: {
    identityCard: 'Identiteitskaart',
    passport: 'Paspoort',
    drivingLicence: 'Rijbewijs',
    residencePermit: 'Verblijfsvergunning',
    passportCard: 'Paspoortkaart',
    taxId: 'Fiscaal identificatiebewijs',
    immigrationStatusDocument: 'Bewijs van immigratiestatus',
    asylumRegistrationCard: 'W-document (asielzoekers)',
    postalIdentityCard: 'Postidentiteitskaart',
    socialSecurityCard: 'Socialezekerheidskaart',
    workPermit: 'Tewerkstellingsvergunning',
    certificateOfNaturalisation: 'Naturalisatiebewijs',
    homeOfficeLetter: 'Brief van het Britse ministerie van Binnenlandse Zaken (Home Office)',
    birthCertificate: 'Geboorteakte',
    visa: 'Visum',
    proofOfCitizenship: 'Bewijs van nationaliteit',
    nationalHealthInsuranceCard: 'Zorgpas',
    serviceIdCard: 'Dienstpas',
    indigenousCard: 'Identiteitskaart voor inheemse volken',
    municipalityIdentityCard: 'Gemeentelijke identiteitskaart',
    privateOperatorsCard: 'Identiteitskaart van een particuliere aanbieder',
    vehicleRegistrationCertificate: 'Kentekenbewijs',
    professionalQualificationCard: 'Beroepskaart',
    formForAffixingTheVisa: 'Formulier voor het aanbrengen van een visum',
    consularId: 'Consulaire identiteitskaart',
    internationalDrivingLicence: 'Internationaal rijbewijs',
    residenceStatusDocument: 'Bewijs van verblijfsstatus',
    voterId: 'Kiezerspas (INE)',
    other: 'Identiteitsbewijs',
  },
  capture: {
    step: 'Stap {current} van {total}',
    front: {
      title: 'Voorkant van je identiteitsbewijs',
      instruction:
        'Leg de voorkant van je identiteitsbewijs op een donkere, effen ondergrond en houd het binnen het kader.',
    },
    back: {
      title: 'Achterkant van je identiteitsbewijs',
      instruction: 'Draai je identiteitsbewijs nu om en houd de achterkant binnen het kader.',
    },
    page: {
      title: 'Fotopagina van je paspoort',
      instruction: 'Sla je paspoort open op de pagina met je foto en houd de hele pagina binnen het kader.',
    },
    sheet: {
      title: 'Je document',
      instruction: 'Leg je document op een donkere, effen ondergrond en houd de hele pagina binnen het kader.',
    },
    selfie: {
      title: 'Maak een selfie',
      instruction: 'Kijk recht in de camera en houd je gezicht binnen het ovaal. Zet je bril, pet of mondkapje af.',
    },
    cameraLabel: 'Camerabeeld',
    starting: 'Camera starten…',
    take: 'Foto maken',
    takeSelfie: 'Selfie maken',
    uploadInstead: 'Liever een foto uploaden',
    useCamera: 'Toch de camera gebruiken',
    guidance: {
      waiting: 'Richt de camera op je identiteitsbewijs.',
      dark: 'Het is te donker. Zoek meer licht op.',
      blur: 'Houd stil: het beeld is wazig.',
      glare: 'Kantel je identiteitsbewijs een beetje om weerspiegeling te voorkomen.',
      far: 'Kom dichterbij, zodat je identiteitsbewijs het kader vult.',
      good: 'Ziet er goed uit. Maak de foto.',
      faceDark: 'Het is te donker. Ga voor een raam of lamp zitten.',
      faceBlur: 'Houd stil: het beeld is wazig.',
      faceGlare: 'Te veel licht op je gezicht. Ga wat verder van de lamp af.',
      faceGood: 'Ziet er goed uit. Maak je selfie.',
    },
  },
  review: {
    title: 'Controleer je foto',
    label: 'Je foto',
    good: 'Zorg dat alle tekst scherp en leesbaar is en dat er niets is afgesneden.',
    goodFace: 'Zorg dat je hele gezicht goed en scherp te zien is.',
    issues: {
      dark: 'Je foto is te donker. Maak hem opnieuw met meer licht.',
      blur: 'Je foto is wazig. Maak hem opnieuw en houd stil.',
      glare: 'Er zit weerspiegeling op je foto. Kantel je identiteitsbewijs een beetje en maak hem opnieuw.',
      far: 'Je identiteitsbewijs is te klein. Kom dichterbij, zodat het het kader vult.',
      faceGlare: 'Te veel licht op je gezicht. Ga wat verder van de lamp af en maak de foto opnieuw.',
    },
    use: 'Deze foto gebruiken',
    useAnyway: 'Toch gebruiken',
    retake: 'Opnieuw maken',
    chooseAnother: 'Andere foto kiezen',
  },
  faceScan: {
    title: 'Gezichtsscan',
    lead: 'Houd je gezicht binnen het ovaal en volg de instructies.',
    straight: 'Kijk recht in de camera.',
    left: 'Draai je hoofd langzaam naar links.',
    right: 'Draai je hoofd nu langzaam naar rechts.',
    further: 'Nog iets verder…',
    done: 'Klaar, bedankt.',
    progress: 'Gezichtsscan, deel {current} van {total}',
  },
  upload: {
    lead: 'Upload een scherpe, goed belichte foto.',
    choose: 'Foto kiezen',
    take: 'Foto maken',
    reading: 'Je foto wordt gecontroleerd…',
    notImage: 'We konden dit bestand niet openen. Kies een foto (JPEG of PNG).',
    tooLarge: 'Dit bestand is te groot. Kies een foto kleiner dan 25 MB.',
    tooSmall: 'Deze foto is te klein om te lezen. Kies een grotere.',
    noFaceScan: 'Zonder camera kunnen we geen gezichtsscan doen. We controleren in plaats daarvan je selfie.',
  },
  camera: {
    tryAgain: 'Camera opnieuw proberen',
    uploadInstead: 'Liever foto’s uploaden',
    denied: {
      title: 'Toegang tot de camera is geblokkeerd',
      description:
        'Wil je de foto’s hier maken, geef deze pagina dan toegang tot je camera: kies het camera- of slotpictogram naast het adres, sta de camera toe en probeer het opnieuw. Je kunt ook foto’s uploaden.',
    },
    frame: {
      title: 'De camera kan op deze pagina niet worden gebruikt',
      description:
        'De pagina van de winkel laat ons je camera niet gebruiken. Je kunt in plaats daarvan foto’s van je identiteitsbewijs en van jezelf uploaden.',
    },
    none: {
      title: 'Geen camera gevonden',
      description: 'We hebben op dit apparaat geen camera gevonden. Je kunt in plaats daarvan foto’s uploaden.',
    },
    busy: {
      title: 'Je camera is in gebruik',
      description:
        'Een andere app of een ander tabblad gebruikt je camera. Sluit die en probeer het opnieuw, of upload foto’s.',
    },
    insecure: {
      title: 'De camera is niet beschikbaar via deze verbinding',
      description:
        'Je browser staat de camera alleen toe op beveiligde pagina’s. Je kunt in plaats daarvan foto’s uploaden.',
    },
    unsupported: {
      title: 'Deze browser kan de camera hier niet gebruiken',
      description:
        'Deze browser of app laat webpagina’s de camera niet gebruiken. Je kunt foto’s uploaden of het afrekenen openen in je gewone browser.',
    },
    failed: {
      title: 'De camera is niet gestart',
      description: 'Er ging iets mis bij het starten van je camera. Probeer het opnieuw of upload foto’s.',
    },
  },
  sending: {
    title: 'Je foto’s worden verstuurd',
    lead: 'Met een trage verbinding kan dit even duren.',
    parts: {
      documentFront: 'Voorkant van je identiteitsbewijs',
      documentBack: 'Achterkant van je identiteitsbewijs',
      selfie: 'Je selfie',
      faceLeft: 'Gezichtsscan, links',
      faceRight: 'Gezichtsscan, rechts',
    },
    sent: 'Verstuurd',
    waiting: 'Wacht',
    failed: 'Niet verstuurd',
    offline:
      'We konden niet al je foto’s versturen. Controleer je internetverbinding en verstuur ze opnieuw. Je hoeft ze niet opnieuw te maken.',
    sendAgain: 'Opnieuw versturen',
    rejected: 'We konden een van je foto’s niet gebruiken. Maak hem opnieuw.',
    submitFailed: 'We konden je foto’s niet ter controle indienen. Probeer het opnieuw.',
    retake: 'Opnieuw maken',
  },
  verifying: {
    title: 'Je identiteitsbewijs wordt gecontroleerd',
    selfieTitle: 'Je selfie wordt gecontroleerd',
    estimate: 'Dit duurt minder dan 2 minuten.',
  },
  retry: {
    title: 'We konden je identiteitsbewijs niet accepteren',
    reasons: {
      expired: 'Je identiteitsbewijs is verlopen. Gebruik een geldig exemplaar.',
      glare: 'Er zat weerspiegeling op je identiteitsbewijs, waardoor we het niet konden lezen.',
      blur: 'Je foto was wazig, waardoor we je identiteitsbewijs niet konden lezen.',
      wrongType: 'Dit soort document kunnen we niet accepteren. Gebruik een van de genoemde documenten.',
      curpMissing:
        'Op dit document staat je CURP niet. Gebruik een document waarop die wel staat, zoals je kiezerspas (INE).',
      unreadable: 'We konden je identiteitsbewijs niet lezen.',
      face: 'We konden je gezicht niet koppelen aan de foto op je identiteitsbewijs.',
    },
    tips: 'Leg je identiteitsbewijs bij goed licht op een donkere, effen ondergrond. Zorg dat het hele identiteitsbewijs binnen het kader valt, scherp en zonder weerspiegeling.',
    scanAgain: 'Opnieuw scannen',
    otherDocument: 'Ander identiteitsbewijs gebruiken',
    selfieTitle: 'We konden je selfie niet gebruiken',
    selfieTips: 'Kijk naar het licht, houd je gezicht binnen het ovaal en houd stil.',
    selfieAgain: 'Opnieuw maken',
  },
  failure: {
    userMismatch: {
      title: 'Het identiteitsbewijs komt niet overeen met je gegevens',
      description:
        'De naam op je identiteitsbewijs komt niet overeen met de naam die je bij het afrekenen hebt opgegeven. Gebruik je eigen identiteitsbewijs.',
      button: 'Terug naar afrekenen',
    },
    userMismatchWithContact: {
      title: 'Het identiteitsbewijs komt niet overeen met je gegevens',
      description:
        'De naam op je identiteitsbewijs komt niet overeen met de naam die je bij het afrekenen hebt opgegeven. Hulp nodig? Neem contact op met onze klantenservice: {contactTimes}.',
      button: 'Terug naar afrekenen',
    },
    idNumberMissing: {
      title: 'We konden het ID-nummer niet lezen',
      description: 'Scan een document waarop je ID-nummer duidelijk leesbaar is.',
      button: 'Terug naar afrekenen',
    },
    idNumberMissingWithContact: {
      title: 'We konden het ID-nummer niet lezen',
      description:
        'Scan een document waarop je ID-nummer duidelijk leesbaar is. Hulp nodig? Neem contact op met onze klantenservice: {contactTimes}.',
      button: 'Terug naar afrekenen',
    },
    idNumberMismatch: {
      title: 'Het ID-nummer komt niet overeen',
      description:
        'Het ID-nummer op je document komt niet overeen met het nummer dat je hebt opgegeven. Controleer het en probeer het opnieuw.',
      button: 'Terug naar afrekenen',
    },
    idNumberMismatchWithContact: {
      title: 'Het ID-nummer komt niet overeen',
      description:
        'Het ID-nummer op je document komt niet overeen met het nummer dat je hebt opgegeven. Hulp nodig? Neem contact op met onze klantenservice: {contactTimes}.',
      button: 'Terug naar afrekenen',
    },
  },
  cancel: {
    title: 'Stoppen met de verificatie van je identiteitsbewijs?',
    warning: 'Als je nu stopt, wordt je aankoop niet goedgekeurd. Je moet de scan dan opnieuw starten.',
    selfieRegistration: {
      title: 'Stoppen met je selfie?',
      warning:
        'Als je nu stopt, wordt je aankoop niet goedgekeurd. Je moet de selfie en de gezichtsscan dan opnieuw doen.',
    },
  },
} satisfies NamespaceIdScanTranslation

export default nl_idScan
