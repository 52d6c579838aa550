import type { NamespaceMonthioTranslation } from '../../i18n-types.ts'

const fi_monthio = {
  title: 'Jaa yhteenveto taloudestasi',
  intro:
    'Jotta voimme tarjota sinulle sopivan luoton, tarvitsemme yhteenvedon tuloistasi ja menoistasi. Yhteistyökumppanimme Monthio hakee sen pankistasi luvallasi.',
  how: 'Näin se toimii',
  logIn: 'Kirjaudu verkkopankkiisi Monthion kautta.',
  choose: 'Valitse tilit, jotka haluat jakaa.',
  overview: 'Monthio lähettää meille yhteenvedon, ei koskaan kirjautumistietojasi.',
  start: 'Jatka Monthioon',
  estimate: 'Tämä kestää yleensä muutaman minuutin.',
  reviewing: 'Käydään läpi yhteenvetoasi…',
  incomeExpenses: 'Katsotaan tulojasi ja menojasi…',
  verifyEstimate: 'Tämä kestää yleensä alle minuutin.',
  cancel: {
    title: 'Lopetetaanko tietojen jakaminen Monthiolle?',
    warning: 'Jos keskeytät nyt, ostostasi ei hyväksytä.',
  },
} satisfies NamespaceMonthioTranslation

export default fi_monthio
