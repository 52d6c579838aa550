import type { NamespaceIdCheckTranslation } from '../../i18n-types.ts'

const fi_idCheck = {
  failure: {
    technicalIssue: {
      title: 'Emme voi tarkistaa henkilöllisyystodistustasi juuri nyt',
      description: 'Meillä tapahtui virhe. Yritä myöhemmin uudelleen tai valitse toinen maksutapa.',
      button: 'Takaisin kassalle',
    },
    sessionTimeout: {
      title: 'Hups, aika loppui',
      description: 'Henkilöllisyystodistuksen tarkistus kesti liian kauan. Palaa kassalle ja yritä uudelleen.',
      button: 'Takaisin kassalle',
    },
    verify: {
      title: 'Emme voineet vahvistaa henkilöllisyystodistustasi',
      description: 'Antamasi tiedot eivät vastaa tämän asiakirjan rekisteritietoja. Tarkista tiedot ja yritä uudelleen.',
      button: 'Yritä uudelleen',
    },
    invalidAddress: {
      title: 'Emme voineet vahvistaa osoitettasi',
      description: 'Antamasi osoite ei vastaa tietojamme. Tarkista osoite ja yritä uudelleen.',
      button: 'Muuta osoitetta',
    },
    userNotFound: {
      title: 'Emme löytäneet tietojasi',
      description: 'Emme löytäneet tietoja, jotka vastaavat nimeäsi ja osoitettasi. Tarkista osoitteesi ja yritä uudelleen.',
      button: 'Muuta osoitetta',
    },
  },
  customerServiceLabel: 'asiakaspalveluun',
  customerServiceUrl: 'https://www.provider.com/nz/customer-service/',
  cancel: {
    title: 'Keskeytetäänkö henkilöllisyystodistuksen tarkistus?',
    warning: 'Jos keskeytät nyt, ostostasi ei hyväksytä.',
  },
} satisfies NamespaceIdCheckTranslation

export default fi_idCheck
