import type { NamespaceIdCheckTranslation } from '../../i18n-types.ts'

const nl_idCheck = {
  failure: {
    technicalIssue: {
      title: 'We konden je identiteitsbewijs nu niet controleren',
      description: 'Er ging bij ons iets mis. Probeer het later opnieuw of kies een andere betaalmethode.',
      button: 'Terug naar afrekenen',
    },
    sessionTimeout: {
      title: 'Oeps, de tijd is om',
      description: 'De controle van je identiteitsbewijs duurde te lang. Ga terug naar het afrekenen en probeer het opnieuw.',
      button: 'Terug naar afrekenen',
    },
    verify: {
      title: 'We konden je identiteitsbewijs niet verifiëren',
      description: 'De gegevens die je hebt ingevoerd, komen niet overeen met de gegevens van dit document. Controleer ze en probeer het opnieuw.',
      button: 'Opnieuw proberen',
    },
    invalidAddress: {
      title: 'We konden je adres niet verifiëren',
      description: 'Het adres dat je hebt opgegeven, komt niet overeen met onze gegevens. Controleer het en probeer het opnieuw.',
      button: 'Adres wijzigen',
    },
    userNotFound: {
      title: 'We konden je gegevens niet vinden',
      description: 'We hebben geen gegevens gevonden die bij je naam en adres passen. Controleer je adres en probeer het opnieuw.',
      button: 'Adres wijzigen',
    },
  },
  customerServiceLabel: 'onze klantenservice',
  customerServiceUrl: 'https://www.provider.com/nz/customer-service/',
  cancel: {
    title: 'Stoppen met de controle van je identiteitsbewijs?',
    warning: 'Als je nu stopt, wordt je aankoop niet goedgekeurd.',
  },
} satisfies NamespaceIdCheckTranslation

export default nl_idCheck
