import type { NamespaceBankIdNoTranslation } from '../../i18n-types.ts'

const hu_bankIdNo = {
  title: 'Azonosítsd magad BankID-val',
  signTitle: 'Aláírás BankID-val',
  intro: 'Válaszd ki, hogyan használod a BankID-t. Az azonosítás a BankID saját ablakában történik.',
  signIntro: 'Válaszd ki, hogyan használod a BankID-t. Az aláírás a BankID saját ablakában történik.',
  methods: 'Hogyan használod a BankID-t?',
  app: 'BankID alkalmazás',
  appHint: 'Erősítsd meg a telefonodon lévő alkalmazásban',
  codeDevice: 'Kódgenerátor és jelszó',
  codeDeviceHint: 'Használj egy kódot a kódgenerátorodból és a személyes jelszavadat',
  noBankId: 'Nincs BankID-d?',
  estimate: 'Ez általában körülbelül egy percig tart.',
  review: {
    title: 'Nézd át, mit írsz alá',
    lead: 'Olvasd el a szöveget. A következő lépésben BankID-val írod alá.',
    label: 'Aláírandó szöveg',
    loading: 'A szöveg betöltése…',
    failed: 'Nem sikerült betölteni az aláírandó szöveget. Próbáld újra.',
    continue: 'Tovább',
  },
  failure: {
    sessionTimeout: {
      title: 'Hoppá, lejárt az idő',
      description:
        'A BankID-azonosítás túl sokáig tartott. Térj vissza a pénztárhoz, és próbáld újra a BankID alkalmazással vagy a kódgenerátoroddal.',
      button: 'Vissza a pénztárhoz',
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
      description:
        'A BankID-val azonosított személy nem egyezik a pénztárnál megadott adatokkal. Az azonosításhoz a saját BankID-dat használd.',
      button: 'Vissza a pénztárhoz',
    },
  },
  cancel: {
    title: 'Megszakítod a BankID-azonosítást?',
    warning: 'Ha most megszakítod, nem tudjuk jóváhagyni a vásárlásodat.',
  },
} satisfies NamespaceBankIdNoTranslation

export default hu_bankIdNo
