import type { NamespaceOtpTranslation } from '../../i18n-types.ts'

const fi_otp = {
  introTitle: 'Vahvista, että se olet sinä',
  introTitleNamed: '{customerName}, vahvista, että se olet sinä',
  introPhone: 'Lähetämme kuusinumeroisen koodin tekstiviestinä puhelinnumeroon, jonka annoit kaupalle.',
  introPhoneNumber: 'Lähetämme kuusinumeroisen koodin tekstiviestinä numeroon {phoneNumber}.',
  introEmail: 'Lähetämme kuusinumeroisen koodin sähköpostiosoitteeseen, jonka annoit kaupalle.',
  sendCode: 'Lähetä koodi',
  sending: 'Lähetetään koodia…',
  entryTitle: 'Syötä kuusinumeroinen koodi',
  codeLabel: 'Syötä kuusinumeroinen koodi tähän',
  sentTo: 'Lähetimme koodin tähän: {contactDetail}.',
  arrivalHint: 'Koodin saapuminen voi kestää jopa 20 sekuntia.',
  resend: 'Lähetä uusi koodi',
  resendIn: 'Voit pyytää uuden koodin {seconds|int} {{sekunnin|sekunnin}} kuluttua.',
  resent: 'Lähetimme sinulle uuden koodin.',
  verifying: 'Tarkistetaan koodia…',
  wrongCode: 'Hups! Koodi on väärä.',
  wrongCodeAgain: 'Syötit väärän koodin. Yritä uudelleen.',
  attemptsLeft: 'Sinulla on {count|int} {{yritys|yritystä}} jäljellä.',
  ratesApply: 'Viesteistä ja tiedonsiirrosta voi aiheutua kuluja.',
  sendFailed: 'Koodin lähettäminen ei onnistunut. Yritä uudelleen.',
  checkFailed: 'Koodin tarkistaminen ei onnistunut. Yritä uudelleen.',
  tooSoon: 'Uutta koodia ei voi vielä lähettää.',
  changeNumber: 'Vaihda puhelinnumero',
  sendoutDelays: 'Kertakäyttökoodien toimituksessa on viiveitä. Yritä myöhemmin uudelleen.',
  sendErrors: {
    networkIssue:
      'Koodia ei voitu lähettää, koska emme saaneet yhteyttä verkkoon. Tarkista yhteytesi ja yritä uudelleen.',
    sessionTimeout: 'Istuntosi vanhentui. Palaa kassalle ja aloita alusta.',
    technicalIssue: 'Meillä tapahtui virhe, eikä koodia voitu lähettää. Yritä uudelleen.',
    invalidRecipient: 'Emme voineet lähettää koodia tähän: {contactDetail}. Tarkista, että tieto on oikein.',
    voipIsBlocked: 'Emme voi lähettää koodeja internetpuhelinnumeroihin. Käytä matkapuhelinnumeroa.',
    landlineIsBlocked: 'Emme voi lähettää koodeja lankapuhelinnumeroihin. Käytä matkapuhelinnumeroa.',
    geofenceUnsupportedCountry: 'Emme voi lähettää koodeja tämän maan puhelinnumeroihin. Käytä toista numeroa.',
  },
  failure: {
    tooManyAttempts: {
      title: 'Olet ylittänyt sallittujen yritysten määrän',
      description:
        'Turvallisuutesi vuoksi emme voi vastaanottaa enempää koodeja. Viimeistele ostos valitsemalla toinen maksutapa.',
      button: 'Takaisin kassalle',
    },
  },
  cancel: {
    title: 'Keskeytetäänkö vahvistus?',
    warning: 'Ilman koodia emme voi hyväksyä ostostasi.',
  },
} satisfies NamespaceOtpTranslation

export default fi_otp
