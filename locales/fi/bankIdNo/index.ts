import type { NamespaceBankIdNoTranslation } from '../../i18n-types.ts'

const fi_bankIdNo = {
  failure: {
    sessionTimeout: {
      title: 'Hups, aika loppui',
      description: 'BankID-tunnistautuminen kesti liian kauan. Yritä uudelleen tunnuslukulaitteellasi tai BankID på mobil -palvelulla.',
      button: 'Yritä uudelleen',
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
      description: 'BankID:llä tunnistautunut henkilö ei vastaa kassalla annettuja tietoja. Tunnistaudu omalla BankID:lläsi.',
      button: 'Takaisin kassalle',
    },
  },
  cancel: {
    title: 'Keskeytetäänkö BankID-tunnistautuminen?',
    warning: 'Jos keskeytät nyt, ostostasi ei hyväksytä.',
  },
} satisfies NamespaceBankIdNoTranslation

export default fi_bankIdNo
