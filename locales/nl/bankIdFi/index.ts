import type { NamespaceBankIdFiTranslation } from '../../i18n-types.ts'

const nl_bankIdFi = {
  failure: {
    userMismatch: {
      title: 'De gegevens komen niet overeen',
      description: 'Zorg dat het persoonlijk identificatienummer dat je hebt opgegeven overeenkomt met dat van de bankrekening waarmee je je identificeert.',
      button: 'Opnieuw proberen',
    },
    technicalIssue: {
      title: 'Identificeren via je bank werkt op dit moment niet',
      description: 'Er ging bij ons iets mis. Probeer het later opnieuw of kies een andere betaalmethode.',
      button: 'Terug naar afrekenen',
    },
    accessDenied: {
      title: 'Je bank heeft je gegevens niet gedeeld',
      description: 'We hebben je bank nodig om je identiteit te bevestigen. Probeer het opnieuw en geef je bank toestemming om je gegevens te delen.',
      button: 'Opnieuw proberen',
    },
    sessionTimeout: {
      title: 'Oeps, de tijd is om',
      description: 'De identificatie bij je bank duurde te lang. Probeer het opnieuw of kies een andere betaalmethode.',
      button: 'Opnieuw proberen',
    },
    userNotTrusted: {
      title: 'Helaas konden we je identiteit niet verifiëren',
      description: 'Kies een andere betaalmethode om de aankoop af te ronden.',
      button: 'OK',
    },
  },
  cancel: {
    title: 'Stoppen met identificeren bij je bank?',
    warning: 'Als je nu stopt, wordt je aankoop niet goedgekeurd.',
  },
} satisfies NamespaceBankIdFiTranslation

export default nl_bankIdFi
