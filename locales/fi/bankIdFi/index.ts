import type { NamespaceBankIdFiTranslation } from '../../i18n-types.ts'

const fi_bankIdFi = {
  failure: {
    userMismatch: {
      title: 'Tiedot eivät täsmää',
      description: 'Varmista, että antamasi henkilötunnus vastaa sen pankkitilin tietoja, jolla tunnistaudut.',
      button: 'Yritä uudelleen',
    },
    technicalIssue: {
      title: 'Pankkitunnistautuminen ei toimi juuri nyt',
      description: 'Meillä tapahtui virhe. Yritä myöhemmin uudelleen tai valitse toinen maksutapa.',
      button: 'Takaisin kassalle',
    },
    accessDenied: {
      title: 'Pankki ei jakanut tietojasi',
      description: 'Tarvitsemme pankkisi vahvistuksen henkilöllisyydestäsi. Yritä uudelleen ja anna pankille lupa jakaa tietosi.',
      button: 'Yritä uudelleen',
    },
    sessionTimeout: {
      title: 'Hups, aika loppui',
      description: 'Pankkitunnistautuminen kesti liian kauan. Yritä uudelleen tai valitse toinen maksutapa.',
      button: 'Yritä uudelleen',
    },
    userNotTrusted: {
      title: 'Valitettavasti emme voineet vahvistaa henkilöllisyyttäsi',
      description: 'Viimeistele ostos valitsemalla toinen maksutapa.',
      button: 'OK',
    },
  },
  cancel: {
    title: 'Keskeytetäänkö pankkitunnistautuminen?',
    warning: 'Jos keskeytät nyt, ostostasi ei hyväksytä.',
  },
} satisfies NamespaceBankIdFiTranslation

export default fi_bankIdFi
