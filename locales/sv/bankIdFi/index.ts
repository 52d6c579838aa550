import type { NamespaceBankIdFiTranslation } from '../../i18n-types.ts'

const sv_bankIdFi = {
  title: 'Identifiera dig med din bank',
  intro: 'Välj din bank. Du identifierar dig i bankens eget fönster, som när du loggar in.',
  search: 'Sök efter din bank',
  banks: 'Banker',
  /** Said once the shopper stops typing: how many banks the search found. */
  found: '{count|int} {{bank hittades|banker hittades}}.',
  noMatch: 'Ingen bank matchar ”{query}”. Kontrollera stavningen eller välj en annan metod.',
  mobileCertificate: 'Mobilcertifikat',
  yourBank: 'din bank',
  why: 'Varför frågar vi?',
  whyTitle: 'Varför ber vi dig identifiera dig?',
  whyLaw: 'Enligt lag måste vi kontrollera identiteten hos alla som betalar med oss.',
  whyMatch:
    'Din bank bekräftar ditt namn och ditt personnummer. De måste stämma med uppgifterna för bankkontot du identifierar dig med.',
  whyPrivate: 'Vi ser aldrig dina inloggningsuppgifter till banken.',
  lastStep: 'Sista steget: identifiering hos din bank',
  failure: {
    userMismatch: {
      title: 'Uppgifterna stämmer inte',
      description: 'Kontrollera att personnumret du angav är detsamma som för bankkontot du identifierar dig med.',
      button: 'Tillbaka till kassan',
    },
    technicalIssue: {
      title: 'Bankidentifieringen fungerar inte just nu',
      description: 'Något gick fel hos oss. Försök igen senare eller välj ett annat betalsätt.',
      button: 'Tillbaka till kassan',
    },
    accessDenied: {
      title: 'Banken delade inte dina uppgifter',
      description: 'Din bank behöver bekräfta din identitet. Försök igen och tillåt banken att dela dina uppgifter.',
      button: 'Tillbaka till kassan',
    },
    sessionTimeout: {
      title: 'Hoppsan, tiden tog slut',
      description: 'Identifieringen hos din bank tog för lång tid. Försök igen eller välj ett annat betalsätt.',
      button: 'Tillbaka till kassan',
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
