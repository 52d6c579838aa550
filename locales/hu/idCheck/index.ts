import type { NamespaceIdCheckTranslation } from '../../i18n-types.ts'

const hu_idCheck = {
  failure: {
    technicalIssue: {
      title: 'Most nem tudjuk ellenőrizni az igazolványodat',
      description: 'Hiba történt nálunk. Próbáld újra később, vagy válassz másik fizetési módot.',
      button: 'Vissza a pénztárhoz',
    },
    sessionTimeout: {
      title: 'Hoppá, lejárt az idő',
      description: 'Az igazolvány ellenőrzése túl sokáig tartott. Térj vissza a pénztárhoz, és próbáld újra.',
      button: 'Vissza a pénztárhoz',
    },
    verify: {
      title: 'Nem tudtuk ellenőrizni az igazolványodat',
      description: 'A megadott adatok nem egyeznek az okmányhoz tartozó nyilvántartott adatokkal. Ellenőrizd őket, és próbáld újra.',
      button: 'Próbáld újra',
    },
    invalidAddress: {
      title: 'Nem tudtuk ellenőrizni a címedet',
      description: 'A megadott cím nem egyezik a nyilvántartásunkban szereplővel. Ellenőrizd, és próbáld újra.',
      button: 'Cím módosítása',
    },
    userNotFound: {
      title: 'Nem találtuk az adataidat',
      description: 'Nem találtunk a nevednek és a címednek megfelelő nyilvántartási adatot. Ellenőrizd a címedet, és próbáld újra.',
      button: 'Cím módosítása',
    },
  },
  customerServiceLabel: 'ügyfélszolgálatunkhoz',
  customerServiceUrl: 'https://www.provider.com/nz/customer-service/',
  cancel: {
    title: 'Megszakítod az igazolvány ellenőrzését?',
    warning: 'Ha most megszakítod, nem tudjuk jóváhagyni a vásárlásodat.',
  },
} satisfies NamespaceIdCheckTranslation

export default hu_idCheck
