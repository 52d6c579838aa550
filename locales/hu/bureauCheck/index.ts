import type { NamespaceBureauCheckTranslation } from '../../i18n-types.ts'

const hu_bureauCheck = {
  failure: {
    technicalIssueFallback: {
      title: 'Nem sikerült befejezni a vásárlást',
      description: 'Semmi gond, megpróbálhatod újra, vagy bármely más fizetési móddal is befejezheted a vásárlást.',
      button: 'Vissza a pénztárhoz',
    },
    invalidUserInfoWithContact: {
      title: 'Nem sikerült befejezni a vásárlást',
      description: 'Semmi gond, megpróbálhatod újra, vagy bármely más fizetési móddal is befejezheted a vásárlást. Segítségre van szükséged? Ügyfélszolgálatunk chaten h–v 9–17 óra között, telefonon h–p 9–17 óra között érhető el.',
      button: 'Vissza a pénztárhoz',
    },
    userNotTrustedWithContact: {
      title: 'Nem sikerült befejezni a vásárlást',
      description: 'Semmi gond, bármely más fizetési móddal is befejezheted a vásárlást. Segítségre van szükséged? Ügyfélszolgálatunk chaten h–v 9–17 óra között, telefonon h–p 9–17 óra között érhető el.',
      button: 'Vissza a pénztárhoz',
    },
  },
  cancel: {
    title: 'Megszakítod a személyazonosság ellenőrzését?',
    warning: 'Ha most megszakítod, nem tudjuk jóváhagyni a vásárlásodat.',
  },
} satisfies NamespaceBureauCheckTranslation

export default hu_bureauCheck
