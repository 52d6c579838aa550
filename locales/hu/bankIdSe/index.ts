import type { NamespaceBankIdSeTranslation } from '../../i18n-types.ts'

const hu_bankIdSe = {
  failure: {
    unattainable: {
      title: 'Nem értük el a BankID-t',
      description: 'A BankID most nem válaszol. Fejezd be a vásárlást egy másik móddal.',
      button: 'Vissza a választáshoz',
    },
    tooManyAttempts: {
      title: 'Túl sok próbálkozás',
      description: 'Túl sokszor próbálkoztál a BankID-val. Fejezd be a vásárlást egy másik móddal.',
      button: 'Vissza a választáshoz',
    },
    sessionTimeout: {
      title: 'Hoppá, lejárt az idő',
      description: 'A BankID-azonosítás túl sokáig tartott. Próbáld újra, vagy válassz másik módot.',
      button: 'Próbáld újra',
    },
    userInteraction: {
      title: 'Az azonosítás megszakadt',
      description: 'Azonosítsd magad a Mobile BankID-val, vagy válassz másik módot.',
      button: 'Vissza a választáshoz',
    },
    userNotTrusted: {
      title: 'Nem tudtunk azonosítani a BankID-val',
      description: 'Azonosítsd magad a Mobile BankID-val, vagy válassz másik módot.',
      button: 'Vissza a választáshoz',
    },
    bankIdIssue: {
      title: 'A BankID most nem működik',
      description: 'Jelenleg hiba van a BankID szolgáltatásban. Próbáld újra később, vagy válassz másik módot.',
      button: 'Vissza a választáshoz',
    },
  },
  cancel: {
    title: 'Megszakítod a BankID-azonosítást?',
    warning: 'Ha most megszakítod, nem tudjuk jóváhagyni a vásárlásodat.',
  },
} satisfies NamespaceBankIdSeTranslation

export default hu_bankIdSe
