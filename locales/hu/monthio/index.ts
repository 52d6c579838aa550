import type { NamespaceMonthioTranslation } from '../../i18n-types.ts'

const hu_monthio = {
  title: 'Ossz meg egy áttekintést a pénzügyeidről',
  intro:
    'Ahhoz, hogy a neked megfelelő hitelt kínálhassuk, áttekintésre van szükségünk a bevételeidről és kiadásaidról. Partnerünk, a Monthio ezt a bankodtól szerzi be, a hozzájárulásoddal.',
  how: 'Így működik',
  logIn: 'Jelentkezz be a netbankodba a Monthión keresztül.',
  choose: 'Válaszd ki, mely számlákat osztod meg.',
  overview: 'A Monthio áttekintést küld nekünk, a belépési adataidat soha.',
  start: 'Tovább a Monthióhoz',
  estimate: 'Ez általában néhány percig tart.',
  reviewing: 'Az áttekintésed átnézése…',
  incomeExpenses: 'Átnézzük a bevételeidet és a kiadásaidat…',
  verifyEstimate: 'Ez általában kevesebb mint egy percig tart.',
  cancel: {
    title: 'Abbahagyod a megosztást a Monthióval?',
    warning: 'Ha most megszakítod, nem tudjuk jóváhagyni a vásárlásodat.',
  },
} satisfies NamespaceMonthioTranslation

export default hu_monthio
