import type { NamespaceIdinTranslation } from '../../i18n-types.ts'

const sv_idin = {
  title: 'Bekräfta din identitet med iDIN',
  intro: 'Med iDIN bekräftar du vem du är via din egen bank.',
  how: 'Så här går det till',
  chooseBank: 'Välj din bank och logga in som vanligt.',
  bankConfirms: 'Din bank bekräftar ditt namn, din adress och ditt födelsedatum för oss.',
  comeBack: 'Sedan kommer du tillbaka hit och slutför köpet.',
  private: 'Din bank delar inte dina inloggningsuppgifter eller din kontoinformation.',
  start: 'Fortsätt till iDIN',
  cancel: {
    title: 'Vill du avbryta bekräftelsen med iDIN?',
    warning: 'Om du avbryter nu godkänns inte ditt köp.',
  },
} satisfies NamespaceIdinTranslation

export default sv_idin
