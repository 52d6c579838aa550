import type { NamespaceVeriffTranslation } from '../../i18n-types.ts'

const fi_veriff = {
  title: 'Vahvista henkilöllisyytesi Veriffin kautta',
  intro:
    'Yhteistyökumppanimme Veriff tarkistaa henkilöllisyystodistuksesi ja kuvan kasvoistasi. Teet sen Veriffin ikkunassa.',
  need: 'Tarvitset',
  needId: 'Voimassa olevan henkilöllisyystodistuksen',
  needCamera: 'Puhelimen tai tietokoneen, jossa on kamera',
  start: 'Aloita vahvistus',
  estimate: 'Tämä kestää yleensä muutaman minuutin.',
  verifyEstimate: 'Tämä kestää yleensä minuutin tai pari.',
  cancel: {
    title: 'Keskeytetäänkö vahvistus Veriffin kautta?',
    warning: 'Jos keskeytät nyt, ostostasi ei hyväksytä.',
  },
} satisfies NamespaceVeriffTranslation

export default fi_veriff
