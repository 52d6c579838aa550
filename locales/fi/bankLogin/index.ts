import type { NamespaceBankLoginTranslation } from '../../i18n-types.ts'

const fi_bankLogin = {
  failure: {
    userMismatch: {
      title: 'Tilin omistaja ei täsmää',
      description: 'Pankkitili, jolle kirjauduit, kuuluu toiselle henkilölle. Kirjaudu omalle pankkitilillesi.',
      button: 'Takaisin valintaan',
    },
    insufficientInfo: {
      title: 'Pankkisi ei jakanut riittävästi tietoja',
      description: 'Emme voineet vahvistaa henkilöllisyyttäsi pankkisi jakamilla tiedoilla. Kokeile toista pankkia tai maksutapaa.',
      button: 'Takaisin valintaan',
    },
    incompleteVerification: {
      title: 'Pankkiin kirjautuminen jäi kesken',
      description: 'Emme saaneet pankiltasi kaikkia tarvittavia tietoja. Kirjaudu uudelleen ja käy kaikki vaiheet läpi.',
      button: 'Yritä uudelleen',
    },
    technicalIssue: {
      title: 'Emme saaneet yhteyttä pankkiisi',
      description: 'Jotain meni vikaan, kun muodostimme yhteyttä pankkiin {bankName}. Yritä myöhemmin uudelleen tai valitse toinen maksutapa.',
      button: 'Takaisin kassalle',
    },
    sessionTimeout: {
      title: 'Hups, aika loppui',
      description: 'Pankkiin kirjautuminen kesti liian kauan. Yritä uudelleen tai valitse toinen tapa.',
      button: 'Yritä uudelleen',
    },
  },
  cancel: {
    title: 'Keskeytetäänkö pankkiin kirjautuminen?',
    warning: 'Jos keskeytät nyt, ostostasi ei hyväksytä.',
  },
} satisfies NamespaceBankLoginTranslation

export default fi_bankLogin
