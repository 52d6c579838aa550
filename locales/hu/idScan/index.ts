import type { NamespaceIdScanTranslation } from '../../i18n-types.ts'

const hu_idScan = {
  kycLater: {
    title: 'Igazolvány ellenőrzése most vagy később',
    lead: 'Ezt a vásárlást most is befejezheted, az igazolványodat pedig később is feltöltheted.',
    within: 'Ha a későbbit választod, a második vásárlásodkor kérjük az igazolványodat. 30 napod van a feltöltésére.',
    upload: 'Igazolvány feltöltése',
    later: 'Talán később',
    failed: 'Nem sikerült elmenteni a választásodat. Próbáld újra.',
  },
  consent: {
    title: 'Következő lépés: személyazonosság ellenőrzése',
    lead: 'A személyazonosságod ellenőrzéséhez egy szelfin és egy rövid arcszkennelésen összevetjük az arcodat az igazolványod fényképével. Az arcod biometrikus adat, ezért először a hozzájárulásodra van szükségünk.',
    us: {
      body: 'A Hozzájárulok gombbal elfogadod, hogy mi és külső személyazonosság-ellenőrző szolgáltatónk a személyazonosságod ellenőrzéséhez gyűjtsük, felhasználjuk és tároljuk a biometrikus adataidat, az arcszkennelési szabályzatunkban és az adatvédelmi tájékoztatónkban leírtak szerint. Amint már nincs rájuk szükség, töröljük őket, legkésőbb 3 év után.',
      agree: 'Hozzájárulok',
    },
    ca: {
      body: 'Az Ellenőrzés indítása gombbal elfogadod, hogy a személyazonosságod ellenőrzéséhez gyűjtsük és felhasználjuk a biometrikus adataidat, az arcszkennelési szabályzatunkban és az adatvédelmi tájékoztatónkban leírtak szerint. Amint már nincs rájuk szükség, töröljük őket.',
      agree: 'Ellenőrzés indítása',
    },
    mx: {
      body: 'A Folytatás gombbal hozzájárulsz személyes és biometrikus adataid kezeléséhez a személyazonosságod ellenőrzése céljából, az adatvédelmi tájékoztatónkban és az arcszkennelési szabályzatunkban leírtak szerint.',
      agree: 'Folytatás',
    },
    other: {
      body: 'Az Elfogadom és folytatom gombbal hozzájárulsz ahhoz, hogy mi és külső személyazonosság-ellenőrző szolgáltatónk a személyazonosságod ellenőrzéséhez kezeljük a biometrikus adataidat, az arcszkennelési szabályzatunkban és az adatvédelmi tájékoztatónkban leírtak szerint.',
      agree: 'Elfogadom és folytatom',
    },
    facialScanPolicy: 'Arcszkennelési szabályzat',
    facialScanPolicyUrl: 'https://www.provider.com/facial-scan-policy/',
    privacyNotice: 'Adatvédelmi tájékoztató',
    providerTerms: 'Személyazonosság-ellenőrző szolgáltatónk feltételei',
    providerTermsUrl: 'https://www.provider.com/identity-verification-provider/',
    noBiometrics:
      'Nem szeretnéd, hogy kezeljük a biometrikus adataidat? Ehelyett beküldheted az adataidat kézi ellenőrzésre.',
    submitDetails: 'Adatok beküldése',
    submitDetailsUrl: 'https://www.provider.com/phone-reset/',
  },
  intro: {
    title: 'Szkenneld be az igazolványodat',
    lead: 'Szükségünk van egy fényképre az igazolványodról és rólad, hogy meggyőződjünk róla, tényleg te vagy az.',
    time: 'Kevesebb mint 4 percig tart.',
    stepsLabel: 'Mit kell tenned',
    stepDocument: 'Fényképezd le az igazolványodat',
    stepSelfie: 'Készíts egy szelfit',
    stepFace: 'Fordítsd lassan a fejed egy rövid arcszkenneléshez',
    documentsLegend: 'Melyik igazolványt használod?',
    documentsHint: 'Érvényesnek kell lennie, és a lejárati dátumnak jól olvashatónak kell lennie.',
    curp: 'Csak olyan okmányt tudunk elfogadni, amelyen szerepel a CURP-azonosítód, például a választói igazolványodat (INE).',
    scam: 'Óvakodj a csalóktól: csak akkor folytasd, ha te magad vásárolsz, éppen most. Soha nem kérjük, hogy valaki más kedvéért szkenneld be az igazolványodat – sem telefonon, sem e-mailben, sem SMS-ben.',
    consentNote:
      'A Szkennelés gombbal hozzájárulsz biometrikus adataid (az arcod) kezeléséhez a személyazonosságod ellenőrzése céljából.',
    scan: 'Szkennelés',
    startFailed: 'Nem sikerült elindítani a szkennelést. Próbáld újra.',
  },
  selfieIntro: {
    title: 'Készíts egy szelfit',
    lead: 'Egy szelfire és egy rövid arcszkennelésre van szükségünk, hogy legközelebb felismerjünk.',
    time: 'Nagyjából egy percig tart.',
    consentNote:
      'A Kezdés gombbal hozzájárulsz biometrikus adataid (az arcod) kezeléséhez a személyazonosságod ellenőrzése céljából.',
    start: 'Kezdés',
  },
  documents: {
    identityCard: 'Személyi igazolvány',
    passport: 'Útlevél',
    drivingLicence: 'Vezetői engedély',
    residencePermit: 'Tartózkodási engedély',
    passportCard: 'Útlevélkártya',
    taxId: 'Adóigazolvány',
    immigrationStatusDocument: 'Bevándorlási jogállást igazoló dokumentum',
    asylumRegistrationCard: 'Menedékkérői igazolvány',
    postalIdentityCard: 'Postai személyazonosító igazolvány',
    socialSecurityCard: 'TAJ-kártya',
    workPermit: 'Munkavállalási engedély',
    certificateOfNaturalisation: 'Honosítási okirat',
    homeOfficeLetter: 'A brit belügyminisztérium (Home Office) levele',
    birthCertificate: 'Születési anyakönyvi kivonat',
    visa: 'Vízum',
    proofOfCitizenship: 'Állampolgársági bizonyítvány',
    nationalHealthInsuranceCard: 'Egészségbiztosítási kártya',
    serviceIdCard: 'Szolgálati igazolvány',
    indigenousCard: 'Őslakos személyazonosító igazolvány',
    municipalityIdentityCard: 'Önkormányzati igazolvány',
    privateOperatorsCard: 'Magánszolgáltató által kiadott igazolvány',
    vehicleRegistrationCertificate: 'Forgalmi engedély',
    professionalQualificationCard: 'Szakmai igazolvány',
    formForAffixingTheVisa: 'Vízum elhelyezésére szolgáló formanyomtatvány',
    consularId: 'Konzuli igazolvány',
    internationalDrivingLicence: 'Nemzetközi vezetői engedély',
    residenceStatusDocument: 'Tartózkodási jogállást igazoló dokumentum',
    voterId: 'Választói igazolvány (INE)',
    other: 'Személyazonosító okmány',
  },
  capture: {
    step: '{current}/{total}. lépés',
    front: {
      title: 'Az igazolványod előlapja',
      instruction: 'Tedd az igazolványod előlapját egy sötét, egyszínű felületre, és igazítsd a keretbe.',
    },
    back: {
      title: 'Az igazolványod hátlapja',
      instruction: 'Most fordítsd meg az igazolványodat, és igazítsd a hátlapot a keretbe.',
    },
    page: {
      title: 'Az útleveled fényképes oldala',
      instruction: 'Nyisd ki az útleveledet a fényképes oldalnál, és igazítsd az egész oldalt a keretbe.',
    },
    sheet: {
      title: 'A dokumentumod',
      instruction: 'Tedd a dokumentumot egy sötét, egyszínű felületre, és igazítsd az egész oldalt a keretbe.',
    },
    selfie: {
      title: 'Készíts egy szelfit',
      instruction:
        'Nézz egyenesen a kamerába, és tartsd az arcodat az oválisban. Vedd le a szemüveget, a sapkát és a maszkot.',
    },
    cameraLabel: 'Kamerakép',
    starting: 'A kamera indul…',
    take: 'Fénykép készítése',
    takeSelfie: 'Szelfi készítése',
    uploadInstead: 'Inkább feltöltök egy fényképet',
    useCamera: 'Inkább a kamerát használom',
    guidance: {
      waiting: 'Irányítsd a kamerát az igazolványodra.',
      dark: 'Túl sötét van. Keress több fényt.',
      blur: 'Ne mozdulj: a kép elmosódott.',
      glare: 'Döntsd meg kicsit az igazolványt, hogy ne tükröződjön.',
      far: 'Menj közelebb, hogy az igazolvány kitöltse a keretet.',
      good: 'Jól néz ki. Készítsd el a fényképet.',
      faceDark: 'Túl sötét van. Fordulj egy ablak vagy lámpa felé.',
      faceBlur: 'Ne mozdulj: a kép elmosódott.',
      faceGlare: 'Túl sok fény esik az arcodra. Menj kicsit távolabb a lámpától.',
      faceGood: 'Jól néz ki. Készítsd el a szelfit.',
    },
  },
  review: {
    title: 'Ellenőrizd a fényképet',
    label: 'A fényképed',
    good: 'Ellenőrizd, hogy minden szöveg éles és olvasható-e, és semmi sem lóg ki a képből.',
    goodFace: 'Ellenőrizd, hogy az egész arcod élesen látszik-e.',
    issues: {
      dark: 'A fénykép túl sötétnek tűnik. Készítsd el újra jobb fényben.',
      blur: 'A fénykép elmosódottnak tűnik. Készítsd el újra, és ne mozdulj.',
      glare: 'A fényképen tükröződés látszik. Döntsd meg kicsit az igazolványt, és készítsd el újra.',
      far: 'Az igazolvány túl kicsinek tűnik. Menj közelebb, hogy kitöltse a keretet.',
      faceGlare: 'Túl sok fény esik az arcodra. Menj kicsit távolabb a lámpától, és készítsd el újra a fényképet.',
    },
    use: 'Ezt a fényképet használom',
    useAnyway: 'Mégis ezt használom',
    retake: 'Új fénykép',
    chooseAnother: 'Másik fénykép választása',
  },
  faceScan: {
    title: 'Arcszkennelés',
    lead: 'Tartsd az arcodat az oválisban, és kövesd az utasításokat.',
    straight: 'Nézz egyenesen a kamerába.',
    left: 'Fordítsd lassan a fejed balra.',
    right: 'Most fordítsd lassan a fejed jobbra.',
    further: 'Még egy kicsit…',
    done: 'Kész, köszönjük.',
    progress: 'Arcszkennelés, {current}/{total}. rész',
  },
  upload: {
    lead: 'Tölts fel egy éles, jól megvilágított fényképet.',
    choose: 'Fénykép kiválasztása',
    take: 'Fénykép készítése',
    reading: 'Ellenőrizzük a fényképedet…',
    notImage: 'Nem sikerült megnyitni a fájlt. Válassz egy fényképet (JPEG vagy PNG).',
    tooLarge: 'A fájl túl nagy. Válassz 25 MB-nál kisebb fényképet.',
    tooSmall: 'A fénykép túl kicsi ahhoz, hogy elolvassuk. Válassz nagyobbat.',
    noFaceScan: 'Kamera nélkül nem tudjuk elvégezni az arcszkennelést. Helyette a szelfidet ellenőrizzük.',
  },
  camera: {
    tryAgain: 'Kamera újrapróbálása',
    uploadInstead: 'Inkább fényképeket töltök fel',
    denied: {
      title: 'A kamera használata le van tiltva',
      description:
        'Ahhoz, hogy itt készíthesd el a fényképeket, engedélyezd az oldalnak a kamera használatát: válaszd a cím melletti kamera- vagy lakat ikont, engedélyezd a kamerát, majd próbáld újra. Fényképeket is feltölthetsz helyette.',
    },
    frame: {
      title: 'Ezen az oldalon nem használható a kamera',
      description:
        'Az áruház oldala nem engedi, hogy használjuk a kamerádat. Helyette feltölthetsz fényképeket az igazolványodról és magadról.',
    },
    none: {
      title: 'Nem található kamera',
      description: 'Ezen az eszközön nem találtunk kamerát. Helyette feltölthetsz fényképeket.',
    },
    busy: {
      title: 'A kamerádat már használja valami',
      description:
        'Egy másik alkalmazás vagy lap használja a kamerádat. Zárd be, és próbáld újra, vagy tölts fel fényképeket helyette.',
    },
    insecure: {
      title: 'Ezen a kapcsolaton nem érhető el a kamera',
      description: 'A böngésződ csak biztonságos oldalakon engedi a kamerát. Helyette feltölthetsz fényképeket.',
    },
    unsupported: {
      title: 'Ez a böngésző itt nem tudja használni a kamerát',
      description:
        'Ez a böngésző vagy alkalmazás nem engedi, hogy weboldalak használják a kamerát. Feltölthetsz fényképeket helyette, vagy megnyithatod a fizetést a megszokott böngésződben.',
    },
    failed: {
      title: 'A kamera nem indult el',
      description: 'Hiba történt a kamera indításakor. Próbáld újra, vagy tölts fel fényképeket helyette.',
    },
  },
  sending: {
    title: 'A fényképeid küldése',
    lead: 'Lassú kapcsolaton ez eltarthat egy kis ideig.',
    parts: {
      documentFront: 'Az igazolványod előlapja',
      documentBack: 'Az igazolványod hátlapja',
      selfie: 'A szelfid',
      faceLeft: 'Arcszkennelés, bal',
      faceRight: 'Arcszkennelés, jobb',
    },
    sent: 'Elküldve',
    waiting: 'Várakozik',
    failed: 'Nincs elküldve',
    offline:
      'Nem sikerült minden fényképedet elküldeni. Ellenőrizd az internetkapcsolatodat, majd küldd el őket újra. Nem kell újra elkészítened őket.',
    sendAgain: 'Újraküldés',
    rejected: 'Az egyik fényképedet nem tudtuk felhasználni. Kérjük, készítsd el újra.',
    submitFailed: 'Nem sikerült ellenőrzésre átadni a fényképeidet. Próbáld újra.',
    retake: 'Elkészítem újra',
  },
  verifying: {
    title: 'Ellenőrizzük az igazolványodat',
    selfieTitle: 'Ellenőrizzük a szelfidet',
    estimate: 'Ez kevesebb mint 2 percig tart.',
  },
  retry: {
    title: 'Nem tudtuk elfogadni az igazolványodat',
    reasons: {
      expired: 'Az igazolványod lejárt. Használj érvényes igazolványt.',
      glare: 'Az igazolványod tükröződött, ezért nem tudtuk elolvasni.',
      blur: 'A fénykép elmosódott volt, ezért nem tudtuk elolvasni az igazolványodat.',
      wrongType: 'Ezt a fajta okmányt nem tudjuk elfogadni. Használd a felsorolt okmányok egyikét.',
      curpMissing:
        'Ezen az okmányon nem szerepel a CURP-azonosítód. Olyat használj, amelyen szerepel, például a választói igazolványodat (INE).',
      unreadable: 'Nem tudtuk elolvasni az igazolványodat.',
      face: 'Nem tudtuk összevetni az arcodat az igazolványod fényképével.',
    },
    tips: 'Tedd az igazolványt egy sötét, egyszínű felületre, jó fényben. Ügyelj arra, hogy az egész igazolvány a keretben legyen, élesen és tükröződés nélkül.',
    scanAgain: 'Újraszkennelés',
    otherDocument: 'Másik igazolványt használok',
    selfieTitle: 'Nem tudtuk felhasználni a szelfidet',
    selfieTips: 'Fordulj a fény felé, tartsd az arcodat az oválisban, és ne mozdulj.',
    selfieAgain: 'Elkészítem újra',
  },
  failure: {
    userMismatch: {
      title: 'Az igazolvány nem egyezik az adataiddal',
      description:
        'Az igazolványodon szereplő név nem egyezik a pénztárnál megadott névvel. A saját igazolványodat használd.',
      button: 'Vissza a pénztárhoz',
    },
    userMismatchWithContact: {
      title: 'Az igazolvány nem egyezik az adataiddal',
      description:
        'Az igazolványodon szereplő név nem egyezik a pénztárnál megadott névvel. Ha segítségre van szükséged, fordulj ügyfélszolgálatunkhoz: {contactTimes}.',
      button: 'Vissza a pénztárhoz',
    },
    idNumberMissing: {
      title: 'Nem tudtuk leolvasni az igazolványszámot',
      description: 'Olyan okmányt szkennelj be, amelyen jól olvasható az igazolványszámod.',
      button: 'Vissza a pénztárhoz',
    },
    idNumberMissingWithContact: {
      title: 'Nem tudtuk leolvasni az igazolványszámot',
      description:
        'Olyan okmányt szkennelj be, amelyen jól olvasható az igazolványszámod. Ha segítségre van szükséged, fordulj ügyfélszolgálatunkhoz: {contactTimes}.',
      button: 'Vissza a pénztárhoz',
    },
    idNumberMismatch: {
      title: 'Az igazolványszám nem egyezik',
      description:
        'Az okmányodon szereplő igazolványszám nem egyezik az általad megadottal. Ellenőrizd, és próbáld újra.',
      button: 'Vissza a pénztárhoz',
    },
    idNumberMismatchWithContact: {
      title: 'Az igazolványszám nem egyezik',
      description:
        'Az okmányodon szereplő igazolványszám nem egyezik az általad megadottal. Ha segítségre van szükséged, fordulj ügyfélszolgálatunkhoz: {contactTimes}.',
      button: 'Vissza a pénztárhoz',
    },
  },
  cancel: {
    title: 'Megszakítod az igazolvány ellenőrzését?',
    warning: 'Ha most megszakítod, nem tudjuk jóváhagyni a vásárlásodat, és a szkennelést elölről kell kezdened.',
    selfieRegistration: {
      title: 'Abbahagyod a szelfi készítését?',
      warning:
        'Ha most abbahagyod, nem tudjuk jóváhagyni a vásárlásodat, és a szelfit meg az arcszkennelést újra el kell végezned.',
    },
  },
} satisfies NamespaceIdScanTranslation

export default hu_idScan
