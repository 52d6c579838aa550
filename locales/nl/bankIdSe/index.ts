import type { NamespaceBankIdSeTranslation } from '../../i18n-types.ts'

const nl_bankIdSe = {
  failure: {
    unattainable: {
      title: 'We konden BankID niet bereiken',
      description: 'BankID reageert op dit moment niet. Rond de aankoop af met een andere methode.',
      button: 'Terug naar overzicht',
    },
    tooManyAttempts: {
      title: 'Te veel pogingen',
      description: 'Je hebt het te vaak geprobeerd met BankID. Rond de aankoop af met een andere methode.',
      button: 'Terug naar overzicht',
    },
    sessionTimeout: {
      title: 'Oeps, de tijd is om',
      description: 'De identificatie met BankID duurde te lang. Probeer het opnieuw of kies een andere methode.',
      button: 'Opnieuw proberen',
    },
    userInteraction: {
      title: 'De identificatie is geannuleerd',
      description: 'Identificeer je met Mobile BankID of kies een andere methode.',
      button: 'Terug naar overzicht',
    },
    userNotTrusted: {
      title: 'We konden je niet verifiëren met BankID',
      description: 'Identificeer je met Mobile BankID of kies een andere methode.',
      button: 'Terug naar overzicht',
    },
    bankIdIssue: {
      title: 'BankID werkt op dit moment niet',
      description: 'Er is op dit moment een probleem met BankID. Probeer het later opnieuw of kies een andere methode.',
      button: 'Terug naar overzicht',
    },
  },
  cancel: {
    title: 'Stoppen met identificeren via BankID?',
    warning: 'Als je nu stopt, wordt je aankoop niet goedgekeurd.',
  },
} satisfies NamespaceBankIdSeTranslation

export default nl_bankIdSe
