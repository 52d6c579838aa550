import type { NamespaceKosmaIdTranslation } from '../../i18n-types.ts'

const fi_kosmaId = {
  title: 'Vahvista henkilöllisyystodistuksesi Kosmalla',
  intro:
    'Yhteistyökumppanimme Kosma tarkistaa henkilöllisyystodistuksesi ja tallentaa lyhyen selfievideon. Teet sen Kosman ikkunassa.',
  need: 'Tarvitset',
  needId: 'Voimassa olevan passin, henkilökortin tai ajokortin',
  needCamera: 'Puhelimen tai tietokoneen, jossa on kamera',
  needLight: 'Hyvän valaistuksen, ettei henkilöllisyystodistuksessa näy heijastuksia',
  start: 'Aloita henkilöllisyyden vahvistus',
  estimate: 'Tämä kestää yleensä muutaman minuutin.',
  verifyEstimate: 'Vahvistus kestää alle 3 minuuttia.',
  cancel: {
    title: 'Keskeytetäänkö henkilöllisyyden vahvistus?',
    warning: 'Jos keskeytät nyt, ostostasi ei hyväksytä. Joudut aloittamaan henkilöllisyyden vahvistuksen alusta.',
  },
} satisfies NamespaceKosmaIdTranslation

export default fi_kosmaId
