import type { NamespaceCheckinTranslation } from '../../i18n-types.ts'

const fi_checkin = {
  title: 'Vahvista henkilöllisyytesi Checkin.comin kautta',
  intro:
    'Yhteistyökumppanimme Checkin.com tarkistaa henkilöllisyystodistuksesi ja kuvan kasvoistasi ja kertoo meille tuloksen.',
  need: 'Tarvitset',
  needId: 'Voimassa olevan henkilöllisyystodistuksen',
  needCamera: 'Puhelimen tai tietokoneen, jossa on kamera',
  consent:
    'Painamalla Hyväksy ja jatka hyväksyt, että Checkin.com käsittelee henkilöllisyystodistustasi ja kuvaasi vahvistaakseen henkilöllisyytesi puolestamme.',
  estimate: 'Tämä kestää yleensä muutaman minuutin.',
  verifyEstimate: 'Vahvistus kestää alle 2 minuuttia.',
  cancel: {
    title: 'Keskeytetäänkö tarkistus?',
    warning: 'Jos keskeytät nyt, ostostasi ei hyväksytä.',
  },
} satisfies NamespaceCheckinTranslation

export default fi_checkin
