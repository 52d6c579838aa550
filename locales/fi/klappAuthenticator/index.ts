import type { NamespaceKlappAuthenticatorTranslation } from '../../i18n-types.ts'

const fi_klappAuthenticator = {
  title: 'Hyväksy sovelluksessa',
  lead: 'Lähetimme pyynnön puhelimesi sovellukseen. Avaa sovellus ja hyväksy pyyntö, niin pääset jatkamaan.',
  sending: 'Lähetetään pyyntöä puhelimeesi…',
  waiting: 'Odotetaan hyväksyntääsi…',
  estimate: 'Tämä kestää yleensä alle minuutin.',
  resend: 'Lähetä pyyntö uudelleen',
  resendIn: 'Voit lähettää pyynnön uudelleen {seconds|int} {{sekunnin|sekunnin}} kuluttua.',
  sendFailed: 'Pyynnön lähettäminen puhelimeesi ei onnistunut. Yritä uudelleen.',
  dismissedTitle: 'Pyyntöä ei hyväksytty',
  dismissed: 'Pyyntö suljettiin sovelluksessa vastaamatta. Voit lähettää uuden.',
  sendAgain: 'Lähetä uusi pyyntö',
  failure: {
    sessionTimeout: {
      title: 'Hups, aika loppui',
      description: 'Emme saaneet hyväksyntääsi sovelluksessa ajoissa. Yritä uudelleen.',
      button: 'Takaisin kassalle',
    },
    rdlSessionRejected: {
      title: 'Pyyntö hylättiin sovelluksessa',
      description:
        'Hylkäsit pyynnön sovelluksessa, joten emme voineet vahvistaa, että se olet sinä. Jos et hylännyt pyyntöä itse, valitse toinen maksutapa.',
      button: 'Takaisin kassalle',
    },
  },
  cancel: {
    title: 'Keskeytetäänkö hyväksyntä sovelluksessa?',
    warning: 'Jos keskeytät nyt, ostostasi ei hyväksytä.',
  },
} satisfies NamespaceKlappAuthenticatorTranslation

export default fi_klappAuthenticator
