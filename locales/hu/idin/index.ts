import type { NamespaceIdinTranslation } from '../../i18n-types.ts'

const hu_idin = {
  title: 'Erősítsd meg a személyazonosságodat iDIN-nel',
  intro: 'Az iDIN-nel a saját bankodon keresztül erősíted meg, ki vagy.',
  how: 'Így működik',
  chooseBank: 'Válaszd ki a bankodat, és jelentkezz be a szokásos módon.',
  bankConfirms: 'A bankod megerősíti nekünk a nevedet, a címedet és a születési dátumodat.',
  comeBack: 'Utána visszatérsz ide, és befejezed a vásárlást.',
  private: 'A bankod nem osztja meg a belépési adataidat és a számlainformációidat.',
  start: 'Tovább az iDIN-hez',
  cancel: {
    title: 'Megszakítod a megerősítést iDIN-nel?',
    warning: 'Ha most megszakítod, nem tudjuk jóváhagyni a vásárlásodat.',
  },
} satisfies NamespaceIdinTranslation

export default hu_idin
