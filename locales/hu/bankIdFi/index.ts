import type { NamespaceBankIdFiTranslation } from '../../i18n-types.ts'

const hu_bankIdFi = {
  title: 'Azonosítsd magad a bankodnál',
  intro: 'Válaszd ki a bankodat. Az azonosítás a bank saját ablakában történik, ugyanúgy, mint bejelentkezéskor.',
  search: 'Keresd meg a bankodat',
  banks: 'Bankok',
  /** Said once the shopper stops typing: how many banks the search found. */
  found: '{count|int} {{bankot|bankot}} találtunk.',
  noMatch: 'Egy bank sem felel meg ennek: „{query}”. Ellenőrizd az írásmódot, vagy válassz másik módszert.',
  mobileCertificate: 'Mobiltanúsítvány',
  yourBank: 'a bankod',
  why: 'Miért kérdezzük?',
  whyTitle: 'Miért kérjük, hogy azonosítsd magad?',
  whyLaw: 'A törvény előírja, hogy ellenőrizzük mindenki személyazonosságát, aki nálunk fizet.',
  whyMatch:
    'A bankod megerősíti a nevedet és a nemzeti azonosító számodat. Ezeknek egyezniük kell annak a bankszámlának az adataival, amellyel azonosítod magad.',
  whyPrivate: 'A banki belépési adataidat soha nem látjuk.',
  lastStep: 'Utolsó lépés: azonosítás a bankodnál',
  failure: {
    userMismatch: {
      title: 'Az adatok nem egyeznek',
      description:
        'Ellenőrizd, hogy a megadott személyi azonosító szám megegyezik-e az azonosításhoz használt bankszámlához tartozóval.',
      button: 'Vissza a pénztárhoz',
    },
    technicalIssue: {
      title: 'A banki azonosítás most nem működik',
      description: 'Hiba történt nálunk. Próbáld újra később, vagy válassz másik fizetési módot.',
      button: 'Vissza a pénztárhoz',
    },
    accessDenied: {
      title: 'A bank nem osztotta meg az adataidat',
      description:
        'A személyazonosságodat a bankodnak kell megerősítenie. Próbáld újra, és engedélyezd, hogy a bank megossza az adataidat.',
      button: 'Vissza a pénztárhoz',
    },
    sessionTimeout: {
      title: 'Hoppá, lejárt az idő',
      description: 'A banki azonosítás túl sokáig tartott. Próbáld újra, vagy válassz másik fizetési módot.',
      button: 'Vissza a pénztárhoz',
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
