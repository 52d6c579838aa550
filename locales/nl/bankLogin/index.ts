import type { NamespaceBankLoginTranslation } from '../../i18n-types.ts'

const nl_bankLogin = {
  failure: {
    userMismatch: {
      title: 'De rekeninghouder komt niet overeen',
      description: 'De bankrekening waarop je bent ingelogd, is van iemand anders. Log in op je eigen bankrekening.',
      button: 'Terug naar overzicht',
    },
    insufficientInfo: {
      title: 'Je bank heeft niet genoeg informatie gedeeld',
      description: 'Met de gegevens die je bank heeft gedeeld, konden we je identiteit niet verifiëren. Probeer een andere bank of een andere betaalmethode.',
      button: 'Terug naar overzicht',
    },
    incompleteVerification: {
      title: 'Het inloggen bij je bank is niet afgerond',
      description: 'We hebben niet alles van je bank ontvangen wat we nodig hebben. Log opnieuw in en doorloop alle stappen.',
      button: 'Opnieuw proberen',
    },
    technicalIssue: {
      title: 'We konden geen verbinding maken met je bank',
      description: 'Er ging iets mis bij het verbinden met {bankName}. Probeer het later opnieuw of kies een andere betaalmethode.',
      button: 'Terug naar afrekenen',
    },
    sessionTimeout: {
      title: 'Oeps, de tijd is om',
      description: 'Het inloggen bij je bank duurde te lang. Probeer het opnieuw of kies een andere methode.',
      button: 'Opnieuw proberen',
    },
  },
  cancel: {
    title: 'Stoppen met inloggen bij je bank?',
    warning: 'Als je nu stopt, wordt je aankoop niet goedgekeurd.',
  },
} satisfies NamespaceBankLoginTranslation

export default nl_bankLogin
