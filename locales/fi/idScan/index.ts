import type { NamespaceIdScanTranslation } from '../../i18n-types.ts'

const fi_idScan = {
  kycLater: {
    title: 'Vahvista henkilöllisyystodistuksesi nyt tai myöhemmin',
    lead: 'Voit viimeistellä tämän ostoksen nyt ja ladata henkilöllisyystodistuksesi myöhemmin.',
    within:
      'Jos valitset myöhemmin, pyydämme henkilöllisyystodistustasi toisen ostoksesi yhteydessä. Sinulla on 30 päivää aikaa ladata se.',
    upload: 'Lataa henkilöllisyystodistus',
    later: 'Ehkä myöhemmin',
    failed: 'Valintaasi ei voitu tallentaa. Yritä uudelleen.',
  },
  consent: {
    title: 'Seuraava vaihe – henkilöllisyyden vahvistus',
    lead: 'Vahvistaaksemme henkilöllisyytesi vertaamme kasvojasi selfiessä ja lyhyessä kasvoskannauksessa henkilöllisyystodistuksesi kuvaan. Kasvosi ovat biometrista tietoa, joten tarvitsemme ensin suostumuksesi.',
    us: {
      body: 'Valitsemalla Annan suostumukseni hyväksyt, että me ja ulkopuolinen henkilöllisyyden vahvistuspalvelumme keräämme, käytämme ja säilytämme biometrisia tietojasi henkilöllisyytesi vahvistamiseksi kasvoskannauskäytäntömme ja tietosuojaselosteemme mukaisesti. Poistamme ne, kun niitä ei enää tarvita, viimeistään 3 vuoden kuluttua.',
      agree: 'Annan suostumukseni',
    },
    ca: {
      body: 'Valitsemalla Aloita vahvistus hyväksyt, että keräämme ja käytämme biometrisia tietojasi henkilöllisyytesi vahvistamiseksi kasvoskannauskäytäntömme ja tietosuojaselosteemme mukaisesti. Poistamme ne, kun niitä ei enää tarvita.',
      agree: 'Aloita vahvistus',
    },
    mx: {
      body: 'Valitsemalla Jatka annat suostumuksesi henkilötietojesi ja biometristen tietojesi käsittelyyn henkilöllisyytesi vahvistamiseksi tietosuojaselosteemme ja kasvoskannauskäytäntömme mukaisesti.',
      agree: 'Jatka',
    },
    other: {
      body: 'Valitsemalla Hyväksy ja jatka annat suostumuksesi siihen, että me ja ulkopuolinen henkilöllisyyden vahvistuspalvelumme käsittelemme biometrisia tietojasi henkilöllisyytesi vahvistamiseksi kasvoskannauskäytäntömme ja tietosuojaselosteemme mukaisesti.',
      agree: 'Hyväksy ja jatka',
    },
    facialScanPolicy: 'Kasvoskannauskäytäntö',
    facialScanPolicyUrl: 'https://www.provider.com/facial-scan-policy/',
    privacyNotice: 'Tietosuojaseloste',
    providerTerms: 'Henkilöllisyyden vahvistuspalvelumme ehdot',
    providerTermsUrl: 'https://www.provider.com/identity-verification-provider/',
    noBiometrics:
      'Etkö halua, että käsittelemme biometrisia tietojasi? Voit sen sijaan lähettää tietosi tarkistettaviksi manuaalisesti.',
    submitDetails: 'Lähetä tiedot',
    submitDetailsUrl: 'https://www.provider.com/phone-reset/',
  },
  intro: {
    title: 'Skannaa henkilöllisyystodistuksesi',
    lead: 'Tarvitsemme kuvan henkilöllisyystodistuksestasi ja sinusta varmistaaksemme, että kyse on todella sinusta.',
    time: 'Se vie alle 4 minuuttia.',
    stepsLabel: 'Näin etenet',
    stepDocument: 'Ota kuva henkilöllisyystodistuksestasi',
    stepSelfie: 'Ota selfie',
    stepFace: 'Käännä päätäsi hitaasti lyhyttä kasvoskannausta varten',
    documentsLegend: 'Mitä henkilöllisyystodistusta käytät?',
    documentsHint: 'Sen on oltava voimassa, ja viimeisen voimassaolopäivän on näyttävä selvästi.',
    curp: 'Voimme hyväksyä vain asiakirjan, jossa on CURP-tunnuksesi, kuten äänestyskorttisi (INE).',
    scam: 'Varo huijauksia: jatka vain, jos olet itse tekemässä ostosta juuri nyt. Emme koskaan pyydä sinua skannaamaan henkilöllisyystodistustasi jonkun toisen puolesta, emme puhelimessa, sähköpostitse emmekä tekstiviestillä.',
    consentNote:
      'Valitsemalla Skannaa annat suostumuksesi biometristen tietojesi (kasvojesi) käsittelyyn henkilöllisyytesi vahvistamiseksi.',
    scan: 'Skannaa',
    startFailed: 'Skannausta ei voitu aloittaa. Yritä uudelleen.',
  },
  selfieIntro: {
    title: 'Ota selfie',
    lead: 'Tarvitsemme selfien ja lyhyen kasvoskannauksen, jotta tunnistamme sinut seuraavalla kerralla.',
    time: 'Se vie noin minuutin.',
    consentNote:
      'Valitsemalla Aloita annat suostumuksesi biometristen tietojesi (kasvojesi) käsittelyyn henkilöllisyytesi vahvistamiseksi.',
    start: 'Aloita',
  },
  documents: {
    identityCard: 'Henkilökortti',
    passport: 'Passi',
    drivingLicence: 'Ajokortti',
    residencePermit: 'Oleskelulupa',
    passportCard: 'Passikortti',
    taxId: 'Verotunnistekortti',
    immigrationStatusDocument: 'Maahanmuuttoasemaa osoittava asiakirja',
    asylumRegistrationCard: 'Turvapaikanhakijan rekisteröintikortti',
    postalIdentityCard: 'Postin henkilökortti',
    socialSecurityCard: 'Sosiaaliturvakortti',
    workPermit: 'Työlupa',
    certificateOfNaturalisation: 'Kansalaistamistodistus',
    homeOfficeLetter: 'Britannian sisäministeriön (Home Office) kirje',
    birthCertificate: 'Syntymätodistus',
    visa: 'Viisumi',
    proofOfCitizenship: 'Kansalaisuustodistus',
    nationalHealthInsuranceCard: 'Kela-kortti',
    serviceIdCard: 'Virkakortti',
    indigenousCard: 'Alkuperäiskansan jäsenkortti',
    municipalityIdentityCard: 'Kunnan henkilökortti',
    privateOperatorsCard: 'Yksityisen palveluntarjoajan henkilökortti',
    vehicleRegistrationCertificate: 'Rekisteröintitodistus',
    professionalQualificationCard: 'Ammattipätevyyskortti',
    formForAffixingTheVisa: 'Lomake viisumin kiinnittämistä varten',
    consularId: 'Konsulaatin henkilökortti',
    internationalDrivingLicence: 'Kansainvälinen ajokortti',
    residenceStatusDocument: 'Oleskeluasemaa osoittava asiakirja',
    voterId: 'Äänestyskortti (INE)',
    other: 'Henkilöllisyystodistus',
  },
  capture: {
    step: 'Vaihe {current}/{total}',
    front: {
      title: 'Henkilöllisyystodistuksen etupuoli',
      instruction:
        'Aseta henkilöllisyystodistuksesi etupuoli tummalle, yksiväriselle alustalle ja sovita se kehykseen.',
    },
    back: {
      title: 'Henkilöllisyystodistuksen takapuoli',
      instruction: 'Käännä nyt henkilöllisyystodistus ja sovita takapuoli kehykseen.',
    },
    page: {
      title: 'Passisi kuvasivu',
      instruction: 'Avaa passi kuvasivusta ja sovita koko sivu kehykseen.',
    },
    sheet: {
      title: 'Asiakirjasi',
      instruction: 'Aseta asiakirja tummalle, yksiväriselle alustalle ja sovita koko sivu kehykseen.',
    },
    selfie: {
      title: 'Ota selfie',
      instruction: 'Katso suoraan kameraan ja pidä kasvosi soikion sisällä. Ota silmälasit, hattu ja maski pois.',
    },
    cameraLabel: 'Kameran kuva',
    starting: 'Kamera käynnistyy…',
    take: 'Ota kuva',
    takeSelfie: 'Ota selfie',
    uploadInstead: 'Lataa kuva sen sijaan',
    useCamera: 'Käytä kameraa sen sijaan',
    guidance: {
      waiting: 'Suuntaa kamera henkilöllisyystodistukseesi.',
      dark: 'On liian pimeää. Etsi lisää valoa.',
      blur: 'Pysy paikallasi: kuva on epätarkka.',
      glare: 'Kallista henkilöllisyystodistusta hieman heijastusten välttämiseksi.',
      far: 'Tule lähemmäs, jotta henkilöllisyystodistus täyttää kehyksen.',
      good: 'Hyvältä näyttää. Ota kuva.',
      faceDark: 'On liian pimeää. Käänny ikkunaa tai lamppua kohti.',
      faceBlur: 'Pysy paikallasi: kuva on epätarkka.',
      faceGlare: 'Kasvoillasi on liikaa valoa. Siirry hieman kauemmas lampusta.',
      faceGood: 'Hyvältä näyttää. Ota selfie.',
    },
  },
  review: {
    title: 'Tarkista kuva',
    label: 'Kuvasi',
    good: 'Varmista, että kaikki teksti on tarkkaa ja luettavaa eikä mitään ole rajautunut pois.',
    goodFace: 'Varmista, että koko kasvosi näkyvät tarkasti.',
    issues: {
      dark: 'Kuva näyttää liian tummalta. Ota se uudelleen paremmassa valossa.',
      blur: 'Kuva näyttää epätarkalta. Ota se uudelleen ja pysy paikallasi.',
      glare: 'Kuvassa on heijastus. Kallista henkilöllisyystodistusta hieman ja ota kuva uudelleen.',
      far: 'Henkilöllisyystodistus näyttää liian pieneltä. Tule lähemmäs, jotta se täyttää kehyksen.',
      faceGlare: 'Kasvoillasi on liikaa valoa. Siirry hieman kauemmas lampusta ja ota kuva uudelleen.',
    },
    use: 'Käytä tätä kuvaa',
    useAnyway: 'Käytä silti',
    retake: 'Ota uudelleen',
    chooseAnother: 'Valitse toinen kuva',
  },
  faceScan: {
    title: 'Kasvoskannaus',
    lead: 'Pidä kasvosi soikion sisällä ja seuraa ohjeita.',
    straight: 'Katso suoraan kameraan.',
    left: 'Käännä päätäsi hitaasti vasemmalle.',
    right: 'Käännä nyt päätäsi hitaasti oikealle.',
    further: 'Vähän vielä…',
    done: 'Valmis, kiitos.',
    progress: 'Kasvoskannaus, osa {current}/{total}',
  },
  upload: {
    lead: 'Lataa tarkka ja hyvin valaistu kuva.',
    choose: 'Valitse kuva',
    take: 'Ota kuva',
    reading: 'Tarkistetaan kuvaasi…',
    notImage: 'Tiedostoa ei voitu avata. Valitse kuva (JPEG tai PNG).',
    tooLarge: 'Tiedosto on liian suuri. Valitse alle 25 Mt:n kuva.',
    tooSmall: 'Kuva on liian pieni luettavaksi. Valitse suurempi kuva.',
    noFaceScan: 'Ilman kameraa emme voi tehdä kasvoskannausta. Tarkistamme sen sijaan selfiesi.',
  },
  camera: {
    tryAgain: 'Kokeile kameraa uudelleen',
    uploadInstead: 'Lataa kuvat sen sijaan',
    denied: {
      title: 'Pääsy kameraan on estetty',
      description:
        'Jos haluat ottaa kuvat täällä, anna tälle sivulle lupa käyttää kameraasi: valitse osoitteen vieressä oleva kamera- tai lukkokuvake, salli kamera ja yritä uudelleen. Voit myös ladata kuvat sen sijaan.',
    },
    frame: {
      title: 'Kameraa ei voi käyttää tällä sivulla',
      description:
        'Kaupan sivu ei anna meidän käyttää kameraasi. Voit sen sijaan ladata kuvat henkilöllisyystodistuksestasi ja itsestäsi.',
    },
    none: {
      title: 'Kameraa ei löytynyt',
      description: 'Tästä laitteesta ei löytynyt kameraa. Voit ladata kuvat sen sijaan.',
    },
    busy: {
      title: 'Kamerasi on käytössä',
      description:
        'Jokin toinen sovellus tai välilehti käyttää kameraasi. Sulje se ja yritä uudelleen tai lataa kuvat sen sijaan.',
    },
    insecure: {
      title: 'Kamera ei ole käytettävissä tämän yhteyden kautta',
      description: 'Selaimesi sallii kameran vain suojatuilla sivuilla. Voit ladata kuvat sen sijaan.',
    },
    unsupported: {
      title: 'Tämä selain ei voi käyttää kameraa tässä',
      description:
        'Tämä selain tai sovellus ei anna verkkosivujen käyttää kameraa. Voit ladata kuvat sen sijaan tai avata kassan tavallisessa selaimessasi.',
    },
    failed: {
      title: 'Kamera ei käynnistynyt',
      description: 'Kameran käynnistyksessä tapahtui virhe. Yritä uudelleen tai lataa kuvat sen sijaan.',
    },
  },
  sending: {
    title: 'Kuviasi lähetetään',
    lead: 'Hitaalla yhteydellä tämä voi kestää hetken.',
    parts: {
      documentFront: 'Henkilöllisyystodistuksen etupuoli',
      documentBack: 'Henkilöllisyystodistuksen takapuoli',
      selfie: 'Selfiesi',
      faceLeft: 'Kasvoskannaus, vasen',
      faceRight: 'Kasvoskannaus, oikea',
    },
    sent: 'Lähetetty',
    waiting: 'Odottaa',
    failed: 'Ei lähetetty',
    offline:
      'Kaikkia kuviasi ei voitu lähettää. Tarkista internetyhteytesi ja lähetä ne uudelleen. Niitä ei tarvitse ottaa uudelleen.',
    sendAgain: 'Lähetä uudelleen',
    rejected: 'Yhtä kuvistasi ei voitu käyttää. Ota se uudelleen.',
    submitFailed: 'Kuviasi ei voitu toimittaa tarkistettaviksi. Yritä uudelleen.',
    retake: 'Ota se uudelleen',
  },
  verifying: {
    title: 'Henkilöllisyystodistustasi tarkistetaan',
    selfieTitle: 'Selfietäsi tarkistetaan',
    estimate: 'Tämä vie alle 2 minuuttia.',
  },
  retry: {
    title: 'Emme voineet hyväksyä henkilöllisyystodistustasi',
    reasons: {
      expired: 'Henkilöllisyystodistuksesi on vanhentunut. Käytä voimassa olevaa.',
      glare: 'Henkilöllisyystodistuksessa oli heijastuksia, joten emme voineet lukea sitä.',
      blur: 'Kuva oli epätarkka, joten emme voineet lukea henkilöllisyystodistustasi.',
      wrongType: 'Emme voi hyväksyä tämän tyyppistä asiakirjaa. Käytä jotakin luettelossa olevista asiakirjoista.',
      curpMissing:
        'Tässä asiakirjassa ei ole CURP-tunnustasi. Käytä asiakirjaa, jossa se on, kuten äänestyskorttiasi (INE).',
      unreadable: 'Emme voineet lukea henkilöllisyystodistustasi.',
      face: 'Emme voineet yhdistää kasvojasi henkilöllisyystodistuksesi kuvaan.',
    },
    tips: 'Aseta henkilöllisyystodistus tummalle, yksiväriselle alustalle hyvään valoon. Varmista, että se on kokonaan kehyksen sisällä, tarkka ja ilman heijastuksia.',
    scanAgain: 'Skannaa uudelleen',
    otherDocument: 'Käytä toista henkilöllisyystodistusta',
    selfieTitle: 'Emme voineet käyttää selfietäsi',
    selfieTips: 'Käänny valoa kohti, pidä kasvosi soikion sisällä ja pysy paikallasi.',
    selfieAgain: 'Ota se uudelleen',
  },
  failure: {
    userMismatch: {
      title: 'Henkilöllisyystodistus ei vastaa tietojasi',
      description:
        'Henkilöllisyystodistuksessa oleva nimi ei vastaa kassalla antamaasi nimeä. Käytä omaa henkilöllisyystodistustasi.',
      button: 'Takaisin kassalle',
    },
    userMismatchWithContact: {
      title: 'Henkilöllisyystodistus ei vastaa tietojasi',
      description:
        'Henkilöllisyystodistuksessa oleva nimi ei vastaa kassalla antamaasi nimeä. Jos tarvitset apua, ota yhteyttä asiakaspalveluumme: {contactTimes}.',
      button: 'Takaisin kassalle',
    },
    idNumberMissing: {
      title: 'Emme pystyneet lukemaan henkilötunnusta',
      description: 'Skannaa asiakirja, jossa henkilötunnuksesi näkyy selvästi.',
      button: 'Takaisin kassalle',
    },
    idNumberMissingWithContact: {
      title: 'Emme pystyneet lukemaan henkilötunnusta',
      description:
        'Skannaa asiakirja, jossa henkilötunnuksesi näkyy selvästi. Jos tarvitset apua, ota yhteyttä asiakaspalveluumme: {contactTimes}.',
      button: 'Takaisin kassalle',
    },
    idNumberMismatch: {
      title: 'Henkilötunnus ei täsmää',
      description:
        'Asiakirjassasi oleva henkilötunnus ei vastaa antamaasi henkilötunnusta. Tarkista se ja yritä uudelleen.',
      button: 'Takaisin kassalle',
    },
    idNumberMismatchWithContact: {
      title: 'Henkilötunnus ei täsmää',
      description:
        'Asiakirjassasi oleva henkilötunnus ei vastaa antamaasi henkilötunnusta. Jos tarvitset apua, ota yhteyttä asiakaspalveluumme: {contactTimes}.',
      button: 'Takaisin kassalle',
    },
  },
  cancel: {
    title: 'Keskeytetäänkö henkilöllisyystodistuksen vahvistus?',
    warning: 'Jos keskeytät nyt, ostostasi ei hyväksytä. Skannaus pitää silloin aloittaa alusta.',
    selfieRegistration: {
      title: 'Keskeytetäänkö selfien ottaminen?',
      warning: 'Jos keskeytät nyt, ostostasi ei hyväksytä. Selfie ja kasvoskannaus pitää silloin tehdä uudelleen.',
    },
  },
} satisfies NamespaceIdScanTranslation

export default fi_idScan
