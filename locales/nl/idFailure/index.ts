import type { NamespaceIdFailureTranslation } from '../../i18n-types.ts'

const nl_idFailure = {
  failure: {
    technicalIssue: {
      title: 'We konden je identiteitsbewijs nu niet verifiëren',
      description: 'Er ging bij ons iets mis. Probeer het later opnieuw of kies een andere betaalmethode.',
      button: 'Terug naar afrekenen',
    },
    technicalIssueWithContact: {
      title: 'We konden je identiteitsbewijs nu niet verifiëren',
      description:
        'Er ging bij ons iets mis. Probeer het later opnieuw of neem contact op met onze klantenservice: {contactTimes}.',
      button: 'Terug naar afrekenen',
    },
    sessionTimeout: {
      title: 'Oeps, de tijd is om',
      description:
        'De verificatie van je identiteitsbewijs duurde te lang. Ga terug naar het afrekenen en probeer het opnieuw.',
      button: 'Terug naar afrekenen',
    },
    sessionTimeoutWithContact: {
      title: 'Oeps, de tijd is om',
      description:
        'De verificatie van je identiteitsbewijs duurde te lang. Probeer het opnieuw of neem contact op met onze klantenservice: {contactTimes}.',
      button: 'Terug naar afrekenen',
    },
    networkIssue: {
      title: 'Internetverbinding verbroken',
      description:
        'Je verbinding werd verbroken tijdens de verificatie van je identiteitsbewijs. Controleer je internetverbinding en probeer het opnieuw.',
      button: 'Terug naar afrekenen',
    },
    networkIssueWithContact: {
      title: 'Internetverbinding verbroken',
      description:
        'Je verbinding werd verbroken tijdens de verificatie van je identiteitsbewijs. Probeer het opnieuw of neem contact op met onze klantenservice: {contactTimes}.',
      button: 'Terug naar afrekenen',
    },
    invalidAddress: {
      title: 'We konden je adres niet verifiëren',
      description:
        'Het adres op je identiteitsbewijs komt niet overeen met het adres dat je bij het afrekenen hebt opgegeven. Controleer je adres en probeer het opnieuw.',
      button: 'Terug naar afrekenen',
    },
    invalidAddressWithContact: {
      title: 'We konden je adres niet verifiëren',
      description:
        'Het adres op je identiteitsbewijs komt niet overeen met het adres dat je bij het afrekenen hebt opgegeven. Hulp nodig? Neem contact op met onze klantenservice: {contactTimes}.',
      button: 'Terug naar afrekenen',
    },
    invalidDocument: {
      title: 'We konden dit document niet accepteren',
      description:
        'Gebruik een geldig identiteitsbewijs dat niet verlopen is en waarop de vervaldatum duidelijk zichtbaar is. Zorg voor een scherpe foto zonder lichtreflectie.',
      button: 'Terug naar afrekenen',
    },
    invalidDocumentWithContact: {
      title: 'We konden dit document niet accepteren',
      description:
        'Gebruik een geldig identiteitsbewijs dat niet verlopen is en zorg voor een scherpe foto zonder lichtreflectie. Hulp nodig? Neem contact op met onze klantenservice: {contactTimes}.',
      button: 'Terug naar afrekenen',
    },
    userNotTrusted: {
      title: 'Helaas konden we je identiteit niet verifiëren',
      description: 'Kies een andere betaalmethode om de aankoop af te ronden.',
      button: 'Terug naar afrekenen',
    },
    userNotTrustedWithContact: {
      title: 'Helaas konden we je identiteit niet verifiëren',
      description: 'Kies een andere betaalmethode of neem contact op met onze klantenservice: {contactTimes}.',
      button: 'Terug naar afrekenen',
    },
  },
} satisfies NamespaceIdFailureTranslation

export default nl_idFailure
