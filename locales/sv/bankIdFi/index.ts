import type { NamespaceBankIdFiTranslation } from '../../i18n-types.ts'

const sv_bankIdFi = {
  failure: {
    userMismatch: {
      title: 'Uppgifterna stämmer inte',
      description: 'Kontrollera att personnumret du angav är detsamma som för bankkontot du identifierar dig med.',
      button: 'Försök igen',
    },
    technicalIssue: {
      title: 'Bankidentifieringen fungerar inte just nu',
      description: 'Något gick fel hos oss. Försök igen senare eller välj ett annat betalsätt.',
      button: 'Tillbaka till kassan',
    },
    accessDenied: {
      title: 'Banken delade inte dina uppgifter',
      description: 'Din bank behöver bekräfta din identitet. Försök igen och tillåt banken att dela dina uppgifter.',
      button: 'Försök igen',
    },
    sessionTimeout: {
      title: 'Hoppsan, tiden tog slut',
      description: 'Identifieringen hos din bank tog för lång tid. Försök igen eller välj ett annat betalsätt.',
      button: 'Försök igen',
    },
    userNotTrusted: {
      title: 'Tyvärr kunde vi inte verifiera din identitet',
      description: 'Välj ett annat betalsätt för att slutföra köpet.',
      button: 'OK',
    },
  },
  cancel: {
    title: 'Vill du avbryta identifieringen hos din bank?',
    warning: 'Om du avbryter nu godkänns inte ditt köp.',
  },
} satisfies NamespaceBankIdFiTranslation

export default sv_bankIdFi
