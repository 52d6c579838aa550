import type { NamespaceBankIdNoTranslation } from '../../i18n-types.ts'

const fi_bankIdNo = {
  title: 'Tunnistaudu BankID:llä',
  signTitle: 'Allekirjoita BankID:llä',
  intro: 'Valitse, miten käytät BankID:tä. Tunnistaudut BankID:n omassa ikkunassa.',
  signIntro: 'Valitse, miten käytät BankID:tä. Allekirjoitat BankID:n omassa ikkunassa.',
  methods: 'Miten käytät BankID:tä?',
  app: 'BankID-sovellus',
  appHint: 'Vahvista puhelimesi sovelluksessa',
  codeDevice: 'Tunnuslukulaite ja salasana',
  codeDeviceHint: 'Käytä tunnuslukulaitteen koodia ja henkilökohtaista salasanaasi',
  noBankId: 'Eikö sinulla ole BankID:tä?',
  estimate: 'Tämä kestää yleensä noin minuutin.',
  review: {
    title: 'Tarkista, mitä allekirjoitat',
    lead: 'Lue teksti läpi. Allekirjoitat sen BankID:llä seuraavassa vaiheessa.',
    label: 'Allekirjoitettava teksti',
    loading: 'Ladataan tekstiä…',
    failed: 'Allekirjoitettavaa tekstiä ei voitu ladata. Yritä uudelleen.',
    continue: 'Jatka',
  },
  failure: {
    sessionTimeout: {
      title: 'Hups, aika loppui',
      description:
        'BankID-tunnistautuminen kesti liian kauan. Palaa kassalle ja yritä uudelleen BankID-sovelluksella tai tunnuslukulaitteellasi.',
      button: 'Takaisin kassalle',
    },
    userInteraction: {
      title: 'Tunnistautuminen keskeytettiin',
      description: 'Keskeytit BankID-tunnistautumisen. Yritä uudelleen tai valitse toinen maksutapa.',
      button: 'Takaisin kassalle',
    },
    technicalIssue: {
      title: 'BankID ei toimi juuri nyt',
      description: 'BankID:ssä tapahtui virhe. Yritä myöhemmin uudelleen tai valitse toinen maksutapa.',
      button: 'Takaisin kassalle',
    },
    userMismatch: {
      title: 'Tiedot eivät täsmää',
      description:
        'BankID:llä tunnistautunut henkilö ei vastaa kassalla annettuja tietoja. Tunnistaudu omalla BankID:lläsi.',
      button: 'Takaisin kassalle',
    },
  },
  cancel: {
    title: 'Keskeytetäänkö BankID-tunnistautuminen?',
    warning: 'Jos keskeytät nyt, ostostasi ei hyväksytä.',
  },
} satisfies NamespaceBankIdNoTranslation

export default fi_bankIdNo
