import type { NamespaceKosmaIdTranslation } from '../../i18n-types.ts'

const hu_kosmaId = {
  title: 'Igazold az okmányodat a Kosmával',
  intro:
    'Partnerünk, a Kosma ellenőrzi a személyazonosító okmányodat, és rögzít egy rövid szelfivideót. Ezt a Kosma ablakában teszed meg.',
  need: 'Amire szükséged lesz',
  needId: 'Érvényes útlevél, személyi igazolvány vagy vezetői engedély',
  needCamera: 'Kamerával rendelkező telefon vagy számítógép',
  needLight: 'Jó megvilágítás, tükröződés nélkül az okmányon',
  start: 'Okmányellenőrzés indítása',
  estimate: 'Ez általában néhány percig tart.',
  verifyEstimate: 'Az ellenőrzés kevesebb mint 3 percig tart.',
  cancel: {
    title: 'Megszakítod az okmányellenőrzést?',
    warning: 'Ha most megszakítod, nem tudjuk jóváhagyni a vásárlásodat. Az okmányellenőrzést elölről kell kezdened.',
  },
} satisfies NamespaceKosmaIdTranslation

export default hu_kosmaId
