import type { NamespaceIdCheckTranslation } from '../../i18n-types.ts'

const fi_idCheck = {
  document: {
    title: 'Vahvista henkilöllisyystodistuksesi',
    lead: 'Ennen ostostasi meidän on tarkistettava yksi henkilöllisyystodistuksistasi. Se vie yleensä alle 2 minuuttia, ja se tehdään vain kerran.',
    secondTitle: 'Lisää vielä yksi todistus',
    secondLead: 'Tarvitsemme vielä yhden henkilöllisyystodistuksen, eri tyyppiä kuin juuri vahvistettu.',
    typeLegend: 'Mitä todistusta haluat käyttää?',
    types: {
      driverLicence: 'Ajokortti',
      passport: 'Passi',
      medicare: 'Medicare-kortti',
    },
    submit: 'Vahvista todistus',
    rejected:
      'Emme voineet vahvistaa tätä asiakirjaa. Tarkista, että kaikki tiedot on annettu täsmälleen niin kuin ne on siihen painettu, tai valitse toinen asiakirja.',
    attemptsLeft: 'Sinulla on {count|int} {{yritys|yritystä}} jäljellä.',
    sendFailed: 'Emme voineet lähettää tietojasi. Yritä uudelleen.',
  },
  fields: {
    state: {
      label: 'Ajokortin myöntänyt osavaltio tai territorio',
      choose: 'Valitse osavaltio tai territorio',
      required: 'Valitse osavaltio tai territorio, joka myönsi ajokorttisi',
    },
    licenceNumber: {
      label: 'Ajokortin numero',
      hint: 'Niin kuin se on ajokortissasi',
      hintFormat: 'Niin kuin se on ajokortissasi: {format}',
      required: 'Anna ajokorttisi numero',
      format: '{state}-ajokorttien numeroissa on {format}',
    },
    cardNumber: {
      label: 'Kortin numero',
      hint: 'Se vaihtuu jokaisen uuden ajokortin myötä',
      hintFront: 'Ajokortin etupuolella: {format}',
      hintBack: 'Ajokortin takapuolella: {format}',
      hintEither: 'Ajokortin etu- tai takapuolella: {format}',
      required: 'Anna ajokorttisi kortin numero',
      format: '{state}-ajokorttien korttinumeroissa on {format}',
    },
    nzLicenceNumber: {
      hint: 'Kaksi kirjainta ja kuusi numeroa (ajokortin kohta 5a), esimerkiksi AB123456',
      format: 'Anna kaksi kirjainta ja kuusi numeroa, esimerkiksi AB123456',
    },
    version: {
      label: 'Versionumero',
      hint: 'Kolme numeroa (ajokortin kohta 5b). Se vaihtuu jokaisen uuden ajokortin myötä',
      required: 'Anna ajokorttisi versionumero',
      format: 'Anna version kolme numeroa, esimerkiksi 123',
    },
    country: {
      label: 'Myöntäjämaa',
      required: 'Valitse maa, joka myönsi passisi',
    },
    passportNumber: {
      label: 'Passin numero',
      hint: 'Niin kuin se on passissasi',
      hintExample: 'Niin kuin se on passissasi, esimerkiksi {example}',
      required: 'Anna passisi numero',
      format: 'Anna passin numero niin kuin se on painettu, esimerkiksi {example}',
      formatOther: 'Anna passin numero niin kuin se on painettu: 5–9 kirjainta tai numeroa',
    },
    medicareNumber: {
      label: 'Medicare-kortin numero',
      hint: 'Kortin 10 numeroa, esimerkiksi 2123\u00a045670\u00a01',
      required: 'Anna Medicare-korttisi numero',
      digits: 'Käytä vain numeroita',
      tenDigits: 'Medicare-kortin numerossa on 10 numeroa',
      invalid: 'Tämä ei ole kelvollinen Medicare-kortin numero. Tarkista kortin 10 numeroa',
    },
    referenceNumber: {
      label: 'Henkilökohtainen viitenumero',
      hint: 'Nimesi vieressä kortissa oleva numero, 1–9',
      required: 'Anna henkilökohtainen viitenumerosi',
      format: 'Anna nimesi vieressä oleva yksi numero, 1–9',
    },
    colour: {
      label: 'Kortin väri',
      green: 'Vihreä',
      blue: 'Sininen',
      yellow: 'Keltainen',
      required: 'Valitse korttisi väri',
    },
    validTo: {
      label: 'Voimassa asti',
      hint: 'Niin kuin se on kortissasi',
      hintGreen: 'Niin kuin se on kortissasi: KK/VVVV, esimerkiksi 03/2029',
      hintOther: 'Niin kuin se on kortissasi: PP/KK/VV, esimerkiksi 31/05/27',
      required: 'Anna päivämäärä, johon asti korttisi on voimassa',
      formatGreen: 'Anna päivämäärä niin kuin se on vihreässä kortissa: KK/VVVV',
      formatOther: 'Anna päivämäärä niin kuin se on kortissasi: PP/KK/VV',
      invalidDate: 'Anna päivämäärä, joka on olemassa',
      expired: 'Tämä kortti on vanhentunut. Käytä voimassa olevaa korttia tai valitse toinen asiakirja',
      tooFar: 'Tarkista vuosi: se on liian kaukana tulevaisuudessa',
    },
    nameOnCard: {
      label: 'Nimi kortissa',
      hint: 'Täsmälleen niin kuin se on kortissasi, myös mahdolliset nimikirjaimet',
      required: 'Anna nimesi niin kuin se on kortissasi',
      tooLong: 'Medicare-kortin nimessä on enintään {max|int} merkkiä. Anna se niin kuin se on painettu',
    },
    firstName: {
      label: 'Etunimi',
      required: 'Anna etunimesi',
    },
    middleName: {
      label: 'Toinen etunimi (valinnainen)',
      hint: 'Vain jos se on henkilöllisyystodistuksessasi',
    },
    lastName: {
      label: 'Sukunimi',
      required: 'Anna sukunimesi',
    },
    namesHint: 'Niin kuin se on henkilöllisyystodistuksessasi',
    characters: 'Käytä vain kirjaimia, välilyöntejä, yhdysmerkkejä ja heittomerkkejä',
    tooLong: 'Käytä enintään {max|int} merkkiä',
    rejected: 'Tarkista tämä tieto: se ei vastaa asiakirjaa',
  },
  formats: {
    digits: '{count|int} numeroa',
    digitsUpTo: 'enintään {max|int} numeroa',
    digitsRange: '{min|int}–{max|int} numeroa',
    characters: '{count|int} kirjainta tai numeroa',
    charactersUpTo: 'enintään {max|int} kirjainta tai numeroa',
    charactersRange: '{min|int}–{max|int} kirjainta tai numeroa',
  },
  loading: {
    title: 'Tarkistamme henkilöllisyystodistustasi',
    estimate: 'Tämä vie yleensä muutaman sekunnin.',
  },
  verified: {
    title: 'Kiitos!',
    body: 'Henkilöllisyystodistuksesi on vahvistettu.',
    next: 'Tarvitsemme vielä yhden toisentyyppisen henkilöllisyystodistuksen.',
  },
  failure: {
    technicalIssue: {
      title: 'Emme voi tarkistaa henkilöllisyystodistustasi juuri nyt',
      description: 'Meillä tapahtui virhe. Yritä myöhemmin uudelleen tai valitse toinen maksutapa.',
      button: 'Takaisin kassalle',
      customerService: 'asiakaspalveluun',
    },
    sessionTimeout: {
      title: 'Hups, aika loppui',
      description: 'Henkilöllisyystodistuksen tarkistus kesti liian kauan. Palaa kassalle ja yritä uudelleen.',
      button: 'Takaisin kassalle',
    },
    verify: {
      title: 'Emme voineet vahvistaa henkilöllisyystodistustasi',
      description:
        'Antamasi tiedot eivät vastaa tämän asiakirjan rekisteritietoja. Palaa kassalle ja yritä uudelleen tai valitse toinen maksutapa.',
      button: 'Takaisin kassalle',
      customerService: 'asiakaspalveluun',
    },
    invalidAddress: {
      title: 'Emme voineet vahvistaa osoitettasi',
      description: 'Antamasi osoite ei vastaa tietojamme. Tarkista osoite ja yritä uudelleen.',
      button: 'Muuta osoitetta',
      customerService: 'asiakaspalveluun',
    },
    userNotFound: {
      title: 'Emme löytäneet tietojasi',
      description:
        'Emme löytäneet tietoja, jotka vastaavat nimeäsi ja osoitettasi. Tarkista osoitteesi ja yritä uudelleen.',
      button: 'Muuta osoitetta',
      customerService: 'asiakaspalveluun',
    },
  },
  customerServiceUrl: 'https://www.provider.com/{market}/customer-service/',
  cancel: {
    title: 'Keskeytetäänkö henkilöllisyystodistuksen tarkistus?',
    warning: 'Jos keskeytät nyt, ostostasi ei hyväksytä.',
  },
} satisfies NamespaceIdCheckTranslation

export default fi_idCheck
