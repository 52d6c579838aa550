import type { NamespaceBankIdNoTranslation } from '../../i18n-types.ts'

const hu_bankIdNo = {
  failure: {
    sessionTimeout: {
      title: 'Hoppá, lejárt az idő',
      description: 'A BankID-azonosítás túl sokáig tartott. Próbáld újra a kódgenerátoroddal vagy a mobilos BankID-val.',
      button: 'Próbáld újra',
    },
    userInteraction: {
      title: 'Az azonosítás megszakadt',
      description: 'Megszakítottad a BankID-azonosítást. Próbáld újra, vagy válassz másik fizetési módot.',
      button: 'Vissza a pénztárhoz',
    },
    technicalIssue: {
      title: 'A BankID most nem működik',
      description: 'Hiba történt a BankID szolgáltatásban. Próbáld újra később, vagy válassz másik fizetési módot.',
      button: 'Vissza a pénztárhoz',
    },
    userMismatch: {
      title: 'Az adatok nem egyeznek',
      description: 'A BankID-val azonosított személy nem egyezik a pénztárnál megadott adatokkal. Az azonosításhoz a saját BankID-dat használd.',
      button: 'Vissza a pénztárhoz',
    },
  },
  cancel: {
    title: 'Megszakítod a BankID-azonosítást?',
    warning: 'Ha most megszakítod, nem tudjuk jóváhagyni a vásárlásodat.',
  },
} satisfies NamespaceBankIdNoTranslation

export default hu_bankIdNo
