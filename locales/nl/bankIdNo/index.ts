import type { NamespaceBankIdNoTranslation } from '../../i18n-types.ts'

const nl_bankIdNo = {
  failure: {
    sessionTimeout: {
      title: 'Oeps, de tijd is om',
      description: 'De identificatie met BankID duurde te lang. Probeer het opnieuw met je codegenerator of met BankID op je mobiel.',
      button: 'Opnieuw proberen',
    },
    userInteraction: {
      title: 'De identificatie is geannuleerd',
      description: 'Je hebt de identificatie met BankID gestopt. Probeer het opnieuw of kies een andere betaalmethode.',
      button: 'Terug naar afrekenen',
    },
    technicalIssue: {
      title: 'BankID werkt op dit moment niet',
      description: 'Er ging iets mis met BankID. Probeer het later opnieuw of kies een andere betaalmethode.',
      button: 'Terug naar afrekenen',
    },
    userMismatch: {
      title: 'De gegevens komen niet overeen',
      description: 'De persoon die zich met BankID heeft geïdentificeerd, komt niet overeen met de gegevens die bij het afrekenen zijn opgegeven. Identificeer je met je eigen BankID.',
      button: 'Terug naar afrekenen',
    },
  },
  cancel: {
    title: 'Stoppen met identificeren via BankID?',
    warning: 'Als je nu stopt, wordt je aankoop niet goedgekeurd.',
  },
} satisfies NamespaceBankIdNoTranslation

export default nl_bankIdNo
