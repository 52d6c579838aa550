import type { NamespaceBankLoginTranslation } from '../../i18n-types.ts'

const hu_bankLogin = {
  failure: {
    userMismatch: {
      title: 'A számlatulajdonos nem egyezik',
      description: 'A bankszámla, amelybe bejelentkeztél, valaki másé. Jelentkezz be a saját bankszámládba.',
      button: 'Vissza a választáshoz',
    },
    insufficientInfo: {
      title: 'A bankod nem osztott meg elég adatot',
      description: 'A bankod által megosztott adatok alapján nem tudtuk ellenőrizni a személyazonosságodat. Próbálkozz egy másik bankkal vagy másik fizetési móddal.',
      button: 'Vissza a választáshoz',
    },
    incompleteVerification: {
      title: 'A banki bejelentkezés nem fejeződött be',
      description: 'Nem kaptunk meg minden szükséges adatot a bankodtól. Jelentkezz be újra, és végezd el az összes lépést.',
      button: 'Próbáld újra',
    },
    technicalIssue: {
      title: 'Nem tudtunk kapcsolódni a bankodhoz',
      description: 'Hiba történt, miközben ehhez a bankhoz kapcsolódtunk: {bankName}. Próbáld újra később, vagy válassz másik fizetési módot.',
      button: 'Vissza a pénztárhoz',
    },
    sessionTimeout: {
      title: 'Hoppá, lejárt az idő',
      description: 'A banki bejelentkezés túl sokáig tartott. Próbáld újra, vagy válassz másik módot.',
      button: 'Próbáld újra',
    },
  },
  cancel: {
    title: 'Megszakítod a banki bejelentkezést?',
    warning: 'Ha most megszakítod, nem tudjuk jóváhagyni a vásárlásodat.',
  },
} satisfies NamespaceBankLoginTranslation

export default hu_bankLogin
