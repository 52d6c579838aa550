import type { NamespaceIdinTranslation } from '../../i18n-types.ts'

const nl_idin = {
  title: 'Bevestig je identiteit met iDIN',
  intro: 'Met iDIN bevestig je via je eigen bank wie je bent.',
  how: 'Zo werkt het',
  chooseBank: 'Kies je bank en log in zoals je gewend bent.',
  bankConfirms: 'Je bank bevestigt je naam, adres en geboortedatum aan ons.',
  comeBack: 'Daarna kom je hier terug om je aankoop af te ronden.',
  private: 'Je bank deelt je inloggegevens en rekeninggegevens niet.',
  start: 'Verder naar iDIN',
  cancel: {
    title: 'Bevestigen met iDIN stoppen?',
    warning: 'Als je nu stopt, wordt je aankoop niet goedgekeurd.',
  },
} satisfies NamespaceIdinTranslation

export default nl_idin
