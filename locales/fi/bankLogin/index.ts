import type { NamespaceBankLoginTranslation } from '../../i18n-types.ts'

const fi_bankLogin = {
  start: {
    title: 'Kirjaudu pankkiisi',
    lead: 'Kirjaudu pankkiisi, jotta voimme vahvistaa henkilöllisyytesi.',
    noSave: 'Emme tallenna kirjautumistietojasi.',
    encrypted: 'Voit olla huoletta. Tietosi on salattu ja suojattu.',
    suggested: 'Kirjaudut pankkiin {bankName}.',
    consent:
      'Jatkamalla annat meille pääsyn pankkisi tilitietoihin enintään 90 päivän ajaksi, jotta voimme vahvistaa henkilöllisyytesi.',
    consentMore:
      'Luemme nimesi, osoitteesi, syntymäaikasi ja tilisi tiedot ja vertaamme niitä meille antamiisi tietoihin. Emme siirrä rahaa emmekä jaa kirjautumistietojasi kenellekään.',
    consentUk: 'Luemme tilitapahtumia enintään viimeisten 90 päivän ajalta.',
    why: 'Miksi kysymme tätä?',
  },
  why: {
    title: 'Miksi pyydämme sinua kirjautumaan pankkiisi?',
    body: 'Pankkisi tietää jo, kuka olet. Pankkiin kirjautuminen on nopea ja turvallinen tapa vahvistaa henkilöllisyytesi ilman asiakirjoja tai valokuvia.',
    safety:
      'Kirjaudut suojatun, salatun yhteyden kautta. Emme koskaan näe tai tallenna salasanaasi tai PIN-koodiasi, emmekä voi tehdä maksuja tililtäsi.',
  },
  selection: {
    title: 'Etsi pankkisi',
    country: 'Maa',
    search: 'Pankin nimi, IBAN tai BIC',
    searchHint: 'Esimerkiksi Deutsche Bank, DEUTDEBBXXX tai IBAN-tilinumerosi.',
    minChars: 'Kirjoita vähintään kolme merkkiä',
    searching: 'Haetaan…',
    results: '{count|int} {{pankki löytyi|pankkia löytyi}}. Valitse nuolinäppäimillä.',
    noResults: 'Pankkeja ei löytynyt. Tarkista kirjoitusasu tai kokeile BIC-koodia tai IBAN-tilinumeroasi.',
    ibanTyping: 'Tämän maan IBAN-tilinumerossa on {expected|int} merkkiä. Olet kirjoittanut {length|int}.',
    ibanLength: 'Tämän maan IBAN-tilinumerossa on {expected|int} merkkiä. Tarkista numero.',
    ibanChecksum: 'Tämä IBAN-tilinumero ei ole kelvollinen. Tarkista, ettei siinä ole kirjoitusvirheitä.',
    ibanCountry: 'Emme voi muodostaa yhteyttä tämän IBAN-tilinumeron maan pankkeihin.',
    countryChanged: 'Maa: {country}.',
    searchFailed: 'Pankkien haku ei juuri nyt onnistunut. Yritä uudelleen.',
    tryAgain: 'Hae uudelleen',
    notListed: 'Pankkini ei ole listalla',
    connecting: 'Muodostetaan yhteyttä pankkiin {bankName}…',
    selectFailed: 'Emme saaneet yhteyttä pankkiin {bankName}. Yritä uudelleen tai valitse toinen pankki.',
    startFailed: 'Pankkikirjautumisen aloittaminen ei onnistunut. Yritä uudelleen.',
  },
  countries: {
    DE: 'Saksa',
    AT: 'Itävalta',
    BE: 'Belgia',
    IT: 'Italia',
    NL: 'Alankomaat',
    PL: 'Puola',
    ES: 'Espanja',
    SE: 'Ruotsi',
    CH: 'Sveitsi',
    GB: 'Yhdistynyt kuningaskunta',
  },
  creds: {
    title: 'Kirjaudu pankkiin {selectedBank}',
    lead: 'Käytä samoja tunnuksia kuin kirjautuessasi verkkopankkiin ({selectedBank}).',
    fields: {
      userId: 'Käyttäjätunnus',
      username: 'Käyttäjänimi',
      customerNumber: 'Asiakasnumero',
      contractNumber: 'Sopimusnumero',
      pin: 'PIN-koodi',
      password: 'Salasana',
    },
    required: 'Täytä tämä kenttä.',
    submit: 'Kirjaudu',
    wrong: 'Kirjautumistiedot eivät ole oikein. Tarkista ne ja yritä uudelleen.',
    attemptsLeft: '{count|int} {{yritys|yritystä}} jäljellä.',
    blocked: 'Pankkisi on estänyt kirjautumisen liian monen yrityksen jälkeen. Valitse toinen pankki tai toinen tapa.',
    failed: 'Kirjautuminen ei onnistunut. Yritä uudelleen.',
    dismissed: 'Kirjautumista ei hyväksytty pankkisi sovelluksessa. Kirjaudu uudelleen.',
  },
  code: {
    title: 'Anna pankkisi lähettämä koodi',
    lead: 'Pankki {selectedBank} lähetti sinulle kertakäyttöisen koodin tekstiviestillä tai sovelluksessa.',
    label: 'Pankin koodi',
    verifying: 'Koodia tarkistetaan…',
    wrong: 'Koodi ei ole oikein. Yritä uudelleen.',
    failed: 'Emme voineet tarkistaa koodia. Yritä uudelleen.',
  },
  app: {
    title: 'Hyväksy pankkisi sovelluksessa',
    lead: 'Avaa pankin {selectedBank} sovellus puhelimessasi ja hyväksy kirjautuminen siellä.',
    waiting: 'Odotetaan hyväksyntääsi…',
    estimate: 'Tämä vie yleensä alle minuutin.',
  },
  verify: {
    title: 'Vahvistamme henkilöllisyyttäsi',
    lead: 'Tarkistamme tietojasi. Pankki: {selectedBank}.',
    estimate: 'Tämä vie yleensä vain muutaman sekunnin.',
    readingAccount: 'Luetaan tilisi tietoja…',
  },
  report: {
    title: 'Kerro meille pankistasi',
    lead: 'Lisäämme uusia pankkeja jatkuvasti. Kerro, mitä pankkia käytät, niin selvitämme, voimmeko lisätä sen.',
    label: 'Pankkisi nimi',
    required: 'Kirjoita pankkisi nimi.',
    send: 'Lähetä',
    failed: 'Puuttuvasta pankista ilmoittaminen ei onnistunut. Yritä uudelleen.',
  },
  reported: {
    title: 'Kiitos!',
    body: 'Olemme panneet merkille, että haluaisit käyttää pankkia {bankName}. Valitse toistaiseksi toinen pankki tai toinen tunnistautumistapa.',
  },
  otherBank: 'Valitse toinen pankki',
  yourBank: 'pankkisi',
  failure: {
    userMismatch: {
      title: 'Tilin omistaja ei täsmää',
      description: 'Pankkitili, jolle kirjauduit, kuuluu toiselle henkilölle. Kirjaudu omalle pankkitilillesi.',
      button: 'Takaisin valintaan',
    },
    insufficientInfo: {
      title: 'Pankkisi ei jakanut riittävästi tietoja',
      description:
        'Emme voineet vahvistaa henkilöllisyyttäsi pankkisi jakamilla tiedoilla. Kokeile toista pankkia tai maksutapaa.',
      button: 'Takaisin valintaan',
    },
    incompleteVerification: {
      title: 'Pankkiin kirjautuminen jäi kesken',
      description:
        'Emme saaneet pankiltasi kaikkia tarvittavia tietoja. Palaa kassalle aloittaaksesi alusta tai valitse toinen maksutapa.',
      button: 'Takaisin kassalle',
    },
    technicalIssue: {
      title: 'Emme saaneet yhteyttä pankkiisi',
      description:
        'Yhteyden muodostaminen epäonnistui: {bankName}. Yritä myöhemmin uudelleen tai valitse toinen maksutapa.',
      button: 'Takaisin kassalle',
    },
    sessionTimeout: {
      title: 'Hups, aika loppui',
      description:
        'Pankkiin kirjautuminen kesti liian kauan. Palaa kassalle yrittääksesi uudelleen tai valitse toinen tapa.',
      button: 'Takaisin kassalle',
    },
  },
  cancel: {
    title: 'Keskeytetäänkö pankkiin kirjautuminen?',
    warning: 'Jos keskeytät nyt, ostostasi ei hyväksytä.',
  },
} satisfies NamespaceBankLoginTranslation

export default fi_bankLogin
