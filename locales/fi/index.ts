import type { Translation } from '../i18n-types.ts'

const fi = {
  common: {
    close: 'Sulje',
    goBack: 'Takaisin',
    continue: 'Jatka',
    tryAgain: 'Yritä uudelleen',
    loading: 'Ladataan…',
    ok: 'OK',
    gotIt: 'Selvä',
    goBackToCheckout: 'Takaisin kassalle',
    backToSelection: 'Takaisin valintaan',
    changeAddress: 'Muuta osoitetta',
    agreeAndContinue: 'Hyväksy ja jatka',
    noThanks: 'Ei kiitos',
    showMore: 'Näytä lisää',
    showLess: 'Näytä vähemmän',
    opensInNewWindow: '(avautuu uuteen ikkunaan)',
    privacyPolicy: 'Tietosuojaseloste',
  },
  dialog: {
    closeLabel: 'Sulje',
    backLabel: 'Takaisin',
    logoLabel: 'Turvallinen henkilöllisyyden vahvistus',
  },
  cancel: {
    title: 'Olet keskeyttämässä vahvistuksen',
    warning: 'Jos keskeytät nyt, ostostasi ei hyväksytä.',
    warningMerchant: 'Jos keskeytät nyt, tilaustasi ei välitetä kauppiaalle {merchant}.',
    warningSignup: 'Jos keskeytät nyt, emme voi viimeistellä tilisi avaamista.',
    warningPhoneReset: 'Jos keskeytät nyt, puhelinnumeroasi ei vaihdeta.',
    return: 'Jatka vahvistusta',
    end: 'Keskeytä vahvistus',
  },
  consent: {
    title: 'Vahvista henkilöllisyytesi',
    body: 'Kun painat ”Jatka”, hyväksyt, että voimme luovuttaa henkilötietojasi ulkopuolisille tahoille ja luottotietoyhtiöille henkilöllisyytesi vahvistamiseksi lain edellyttämällä tavalla.',
    privacyPolicy: 'Lue tietosuojaselosteemme',
    privacyUrl: 'https://www.provider.com/privacy/',
    continue: 'Jatka',
    agree: 'Hyväksy ja jatka',
    decline: 'Ei kiitos',
    declineHint: 'Jos et hyväksy, voit vahvistaa henkilöllisyytesi muulla tavalla.',
  },
  progress: {
    title: 'Hetki vain',
    doNotClose: 'Älä sulje tätä ikkunaa.',
  },
  network: {
    title: 'Internetyhteys katkesi',
    description: 'Tarkista internetyhteytesi ja yritä uudelleen.',
  },
  waiting: {
    reconnecting: 'Jatkamme yrittämistä, kunnes olet taas verkossa.',
  },
  method: {
    another: 'Valitse toinen tapa',
  },
  fallback: {
    title: 'Tämä vahvistustapa ei ole käytettävissä',
    description:
      'Emme voi vahvistaa henkilöllisyyttäsi tällä tavalla juuri nyt. Palaa kassalle ja valitse toinen maksutapa.',
    button: 'Takaisin kassalle',
  },
  success: {
    title: 'Valmista tuli',
    lead: 'Voit jatkaa ostostasi.',
  },
  closing: {
    title: 'Hetki vain',
    lead: 'Palautamme sinut kassalle.',
  },
  failure: {
    generic: {
      title: 'Ostoksen viimeistely ei onnistunut',
      description: 'Ei hätää – voit yrittää uudelleen tai viimeistellä ostoksen jollakin toisella maksutavalla.',
      button: 'Takaisin kassalle',
    },
    close: {
      title: 'Ostoksen viimeistely ei onnistunut',
      description: 'Ei hätää – voit yrittää uudelleen tai viimeistellä ostoksen jollakin toisella maksutavalla.',
      button: 'Sulje',
    },
    sessionTimeout: {
      title: 'Hups, aika loppui',
      description: 'Istuntosi vanhentui turvallisuussyistä. Palaa kassalle ja yritä uudelleen.',
      button: 'Takaisin kassalle',
    },
    userNotTrusted: {
      title: 'Valitettavasti emme voineet vahvistaa henkilöllisyyttäsi',
      description: 'Viimeistele ostos valitsemalla toinen maksutapa.',
      button: 'Takaisin kassalle',
    },
    networkIssue: {
      title: 'Internetyhteys katkesi',
      description: 'Tarkista internetyhteytesi ja yritä uudelleen.',
      button: 'Takaisin kassalle',
    },
    signup: {
      title: 'Tilin avaaminen ei onnistunut',
      description: 'Ei hätää – voit yrittää myöhemmin uudelleen tai rekisteröityä jollakin toisella tavalla.',
      button: 'Sulje',
    },
    phoneReset: {
      title: 'Puhelinnumeron vaihtaminen ei onnistunut',
      description: 'Puhelinnumerosi pysyy ennallaan. Yritä myöhemmin uudelleen.',
      button: 'Sulje',
    },
    oneTimeCard: {
      title: 'Kertakäyttökortin luominen ei onnistunut',
      description: 'Yritä luoda kertakäyttökortti uudelleen.',
      button: 'Sulje',
    },
    inStore: {
      title:
        'Kaikki valmista! Ota vain voimassa oleva kuvallinen henkilöllisyystodistus mukaan ensimmäiselle ostokerralle',
      description:
        'Ota voimassa oleva kuvallinen henkilöllisyystodistus mukaan, kun ostat myymälästä ensimmäistä kertaa. Näin voimme vahvistaa henkilöllisyytesi ja pitää tilisi turvassa.',
      button: 'Jatka',
    },
    customerService: 'Jos sinulla on ongelmia, ota yhteyttä',
    contactTimes: 'chat ma–su klo 9–17, puhelin {phoneNumber} ma–pe klo 9–17',
    contactTimesChat: 'chat ma–su klo 9–17',
    callCustomerService: 'Soita asiakaspalveluun: {phoneNumber}',
  },
} satisfies Translation

export default fi
