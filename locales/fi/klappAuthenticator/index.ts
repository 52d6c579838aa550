import type { NamespaceKlappAuthenticatorTranslation } from '../../i18n-types.ts'

const fi_klappAuthenticator = {
  failure: {
    sessionTimeout: {
      title: 'Hups, aika loppui',
      description: 'Emme saaneet hyväksyntääsi sovelluksessa ajoissa. Yritä uudelleen.',
      button: 'Yritä uudelleen',
    },
    rdlSessionRejected: {
      title: 'Pyyntö hylättiin sovelluksessa',
      description: 'Hylkäsit pyynnön sovelluksessa, joten emme voineet vahvistaa, että se olet sinä. Jos et hylännyt pyyntöä itse, valitse toinen maksutapa.',
      button: 'Takaisin kassalle',
    },
  },
  cancel: {
    title: 'Keskeytetäänkö hyväksyntä sovelluksessa?',
    warning: 'Jos keskeytät nyt, ostostasi ei hyväksytä.',
  },
} satisfies NamespaceKlappAuthenticatorTranslation

export default fi_klappAuthenticator
