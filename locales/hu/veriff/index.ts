import type { NamespaceVeriffTranslation } from '../../i18n-types.ts'

const hu_veriff = {
  title: 'Igazold a személyazonosságodat a Veriff-fel',
  intro:
    'Partnerünk, a Veriff ellenőrzi a személyazonosító okmányodat és egy fényképet az arcodról. Ezt a Veriff ablakában teszed meg.',
  need: 'Amire szükséged lesz',
  needId: 'Érvényes személyazonosító okmány',
  needCamera: 'Kamerával rendelkező telefon vagy számítógép',
  start: 'Ellenőrzés indítása',
  estimate: 'Ez általában néhány percig tart.',
  verifyEstimate: 'Ez általában egy-két percig tart.',
  cancel: {
    title: 'Megszakítod az ellenőrzést a Veriff-fel?',
    warning: 'Ha most megszakítod, nem tudjuk jóváhagyni a vásárlásodat.',
  },
} satisfies NamespaceVeriffTranslation

export default hu_veriff
