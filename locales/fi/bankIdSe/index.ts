import type { NamespaceBankIdSeTranslation } from '../../i18n-types.ts'

const fi_bankIdSe = {
  failure: {
    unattainable: {
      title: 'Emme saaneet yhteyttä BankID:hen',
      description: 'BankID ei vastaa juuri nyt. Viimeistele ostos toisella tavalla.',
      button: 'Takaisin valintaan',
    },
    tooManyAttempts: {
      title: 'Liian monta yritystä',
      description: 'Olet yrittänyt tunnistautua BankID:llä liian monta kertaa. Viimeistele ostos toisella tavalla.',
      button: 'Takaisin valintaan',
    },
    sessionTimeout: {
      title: 'Hups, aika loppui',
      description: 'BankID-tunnistautuminen kesti liian kauan. Yritä uudelleen tai valitse toinen tapa.',
      button: 'Yritä uudelleen',
    },
    userInteraction: {
      title: 'Tunnistautuminen keskeytettiin',
      description: 'Tunnistaudu Mobilt BankID:llä tai valitse toinen tapa.',
      button: 'Takaisin valintaan',
    },
    userNotTrusted: {
      title: 'Emme voineet tunnistaa sinua BankID:llä',
      description: 'Tunnistaudu Mobilt BankID:llä tai valitse toinen tapa.',
      button: 'Takaisin valintaan',
    },
    bankIdIssue: {
      title: 'BankID ei toimi juuri nyt',
      description: 'BankID:ssä on tällä hetkellä ongelma. Yritä myöhemmin uudelleen tai valitse toinen tapa.',
      button: 'Takaisin valintaan',
    },
  },
  cancel: {
    title: 'Keskeytetäänkö BankID-tunnistautuminen?',
    warning: 'Jos keskeytät nyt, ostostasi ei hyväksytä.',
  },
} satisfies NamespaceBankIdSeTranslation

export default fi_bankIdSe
