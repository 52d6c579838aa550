import type { NamespaceIdinTranslation } from '../../i18n-types.ts'

const fi_idin = {
  title: 'Vahvista henkilöllisyytesi iDIN-palvelulla',
  intro: 'iDIN-palvelulla vahvistat henkilöllisyytesi oman pankkisi kautta.',
  how: 'Näin se toimii',
  chooseBank: 'Valitse pankkisi ja kirjaudu sisään tavalliseen tapaan.',
  bankConfirms: 'Pankkisi vahvistaa meille nimesi, osoitteesi ja syntymäaikasi.',
  comeBack: 'Sen jälkeen palaat tänne viimeistelemään ostoksesi.',
  private: 'Pankkisi ei jaa kirjautumistietojasi eikä tilitietojasi.',
  start: 'Jatka iDIN-palveluun',
  cancel: {
    title: 'Keskeytetäänkö vahvistus iDIN-palvelulla?',
    warning: 'Jos keskeytät nyt, ostostasi ei hyväksytä.',
  },
} satisfies NamespaceIdinTranslation

export default fi_idin
