import type { NamespaceCheckinTranslation } from '../../i18n-types.ts'

const hu_checkin = {
  title: 'Igazold a személyazonosságodat a Checkin.com-mal',
  intro:
    'Partnerünk, a Checkin.com ellenőrzi a személyazonosító okmányodat és egy fényképet az arcodról, majd közli velünk az eredményt.',
  need: 'Amire szükséged lesz',
  needId: 'Érvényes személyazonosító okmány',
  needCamera: 'Kamerával rendelkező telefon vagy számítógép',
  consent:
    'Az Elfogadom és folytatom gomb megnyomásával hozzájárulsz, hogy a Checkin.com a nevünkben kezelje a személyazonosító okmányodat és a fényképedet a személyazonosságod igazolásához.',
  estimate: 'Ez általában néhány percig tart.',
  verifyEstimate: 'Az ellenőrzés kevesebb mint 2 percig tart.',
  cancel: {
    title: 'Megszakítod a becsekkolást?',
    warning: 'Ha most megszakítod, nem tudjuk jóváhagyni a vásárlásodat.',
  },
} satisfies NamespaceCheckinTranslation

export default hu_checkin
