import type { NamespaceKlappAuthenticatorTranslation } from '../../i18n-types.ts'

const nl_klappAuthenticator = {
  title: 'Goedkeuren in de app',
  lead: 'We hebben een verzoek naar de app op je telefoon gestuurd. Open de app en keur het verzoek goed om verder te gaan.',
  sending: 'Verzoek wordt naar je telefoon gestuurd…',
  waiting: 'We wachten op je goedkeuring…',
  estimate: 'Dit duurt meestal minder dan een minuut.',
  resend: 'Verzoek opnieuw versturen',
  resendIn: 'Je kunt het verzoek over {seconds|int} {{seconde|seconden}} opnieuw versturen.',
  sendFailed: 'We konden het verzoek niet naar je telefoon sturen. Probeer het opnieuw.',
  dismissedTitle: 'Het verzoek is niet goedgekeurd',
  dismissed: 'Het verzoek is in de app gesloten zonder antwoord. Je kunt een nieuw verzoek versturen.',
  sendAgain: 'Nieuw verzoek versturen',
  failure: {
    sessionTimeout: {
      title: 'Oeps, de tijd is om',
      description: 'We hebben je goedkeuring in de app niet op tijd ontvangen. Probeer het opnieuw.',
      button: 'Terug naar afrekenen',
    },
    rdlSessionRejected: {
      title: 'Het verzoek is in de app geweigerd',
      description:
        'Je hebt het verzoek in de app geweigerd, dus we konden niet bevestigen dat jij het bent. Was jij dat niet? Kies dan een andere betaalmethode.',
      button: 'Terug naar afrekenen',
    },
  },
  cancel: {
    title: 'Stoppen met goedkeuren in de app?',
    warning: 'Als je nu stopt, wordt je aankoop niet goedgekeurd.',
  },
} satisfies NamespaceKlappAuthenticatorTranslation

export default nl_klappAuthenticator
