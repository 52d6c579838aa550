import type { NamespaceBankIdFiTranslation } from '../../i18n-types.ts'

const hu_bankIdFi = {
  failure: {
    userMismatch: {
      title: 'Az adatok nem egyeznek',
      description: 'Ellenőrizd, hogy a megadott személyi azonosító szám megegyezik-e az azonosításhoz használt bankszámlához tartozóval.',
      button: 'Próbáld újra',
    },
    technicalIssue: {
      title: 'A banki azonosítás most nem működik',
      description: 'Hiba történt nálunk. Próbáld újra később, vagy válassz másik fizetési módot.',
      button: 'Vissza a pénztárhoz',
    },
    accessDenied: {
      title: 'A bank nem osztotta meg az adataidat',
      description: 'A személyazonosságodat a bankodnak kell megerősítenie. Próbáld újra, és engedélyezd, hogy a bank megossza az adataidat.',
      button: 'Próbáld újra',
    },
    sessionTimeout: {
      title: 'Hoppá, lejárt az idő',
      description: 'A banki azonosítás túl sokáig tartott. Próbáld újra, vagy válassz másik fizetési módot.',
      button: 'Próbáld újra',
    },
    userNotTrusted: {
      title: 'Sajnos nem tudtuk ellenőrizni a személyazonosságodat',
      description: 'A vásárlás befejezéséhez válassz másik fizetési módot.',
      button: 'OK',
    },
  },
  cancel: {
    title: 'Megszakítod a banki azonosítást?',
    warning: 'Ha most megszakítod, nem tudjuk jóváhagyni a vásárlásodat.',
  },
} satisfies NamespaceBankIdFiTranslation

export default hu_bankIdFi
