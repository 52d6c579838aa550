import type { NamespaceBureauCheckTranslation } from '../../i18n-types.ts'

const fi_bureauCheck = {
  consent:
    'Kun painat ”Hyväksy ja jatka”, hyväksyt, että voimme luovuttaa henkilötietojasi luottotietoyhtiölle henkilöllisyytesi vahvistamiseksi lain edellyttämällä tavalla. Jos et hyväksy, voit vahvistaa henkilöllisyytesi muulla tavalla.',
  wait: {
    lead: 'Vahvistamme muita tietojasi.',
    estimate: 'Tämä vie enintään 10 sekuntia.',
    longer: 'Tämä kestää tavallista vähän pidempään. Pidä tämä ikkuna auki.',
    preparingScan: 'Valmistellaan asiakirjan ja selfien skannausta…',
  },
  startFailed: 'Emme voineet aloittaa tietojesi tarkistamista. Yritä uudelleen.',
  retry: {
    title: 'Emme pysty vahvistamaan henkilöllisyyttäsi',
    lead: 'Tarkista tietosi. Jos sinulla on toinen etunimi tai useampi sukunimi, lisää nekin.',
    givenNames: 'Etunimi tai -nimet',
    givenNamesHint: 'Myös mahdolliset muut etunimet',
    lastNames: 'Sukunimi tai -nimet',
    lastNamesHint: 'Kaikki sukunimesi, jos niitä on useampi',
    dateOfBirth: 'Syntymäaika',
    dateOfBirthHint: 'Esimerkiksi 27 3 1985',
    day: 'Päivä',
    month: 'Kuukausi',
    year: 'Vuosi',
    confirm: 'Vahvista',
    sendFailed: 'Emme voineet lähettää tietojasi. Yritä uudelleen.',
  },
  errors: {
    givenNamesRequired: 'Anna etunimesi',
    lastNamesRequired: 'Anna sukunimesi',
    characters: 'Käytä vain kirjaimia, välilyöntejä, yhdysmerkkejä ja heittomerkkejä',
    tooLong: 'Käytä enintään {max|int} merkkiä',
    dateRequired: 'Anna syntymäaikasi',
    dateIncomplete: 'Anna syntymäaikasi päivänä, kuukautena ja vuotena',
    dateYear: 'Anna syntymävuotesi neljällä numerolla, esimerkiksi 1985',
    dateInvalid: 'Syntymäajan on oltava todellinen päivämäärä',
    dateFuture: 'Syntymäaikasi on oltava menneisyydessä',
    dateTooOld: 'Tarkista syntymäaikasi vuosi',
    rejected: 'Tarkista tämä tieto',
  },
  cancel: {
    title: 'Keskeytetäänkö henkilöllisyyden tarkistus?',
    warning: 'Jos keskeytät nyt, ostostasi ei hyväksytä.',
  },
} satisfies NamespaceBureauCheckTranslation

export default fi_bureauCheck
