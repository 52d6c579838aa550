import type { NamespaceKlappAuthenticatorTranslation } from '../../i18n-types.ts'

const nl_klappAuthenticator = {
  failure: {
    sessionTimeout: {
      title: 'Oeps, de tijd is om',
      description: 'We hebben je goedkeuring in de app niet op tijd ontvangen. Probeer het opnieuw.',
      button: 'Opnieuw proberen',
    },
    rdlSessionRejected: {
      title: 'Het verzoek is in de app geweigerd',
      description: 'Je hebt het verzoek in de app geweigerd, dus we konden niet bevestigen dat jij het bent. Was jij dat niet? Kies dan een andere betaalmethode.',
      button: 'Terug naar afrekenen',
    },
  },
  cancel: {
    title: 'Stoppen met goedkeuren in de app?',
    warning: 'Als je nu stopt, wordt je aankoop niet goedgekeurd.',
  },
} satisfies NamespaceKlappAuthenticatorTranslation

export default nl_klappAuthenticator
