import type { NamespaceBankIdNoTranslation } from '../../i18n-types.ts'

const sv_bankIdNo = {
  failure: {
    sessionTimeout: {
      title: 'Hoppsan, tiden tog slut',
      description: 'Identifieringen med BankID tog för lång tid. Försök igen med din kodbricka eller BankID på mobilen.',
      button: 'Försök igen',
    },
    userInteraction: {
      title: 'Identifieringen avbröts',
      description: 'Du avbröt identifieringen med BankID. Försök igen eller välj ett annat betalsätt.',
      button: 'Tillbaka till kassan',
    },
    technicalIssue: {
      title: 'BankID fungerar inte just nu',
      description: 'Något gick fel med BankID. Försök igen senare eller välj ett annat betalsätt.',
      button: 'Tillbaka till kassan',
    },
    userMismatch: {
      title: 'Uppgifterna stämmer inte',
      description: 'Personen som identifierade sig med BankID stämmer inte med uppgifterna i kassan. Identifiera dig med ditt eget BankID.',
      button: 'Tillbaka till kassan',
    },
  },
  cancel: {
    title: 'Vill du avbryta identifieringen med BankID?',
    warning: 'Om du avbryter nu godkänns inte ditt köp.',
  },
} satisfies NamespaceBankIdNoTranslation

export default sv_bankIdNo
