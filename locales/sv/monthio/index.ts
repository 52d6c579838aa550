import type { NamespaceMonthioTranslation } from '../../i18n-types.ts'

const sv_monthio = {
  title: 'Dela en översikt över din ekonomi',
  intro:
    'För att kunna erbjuda dig rätt kredit behöver vi en översikt över dina inkomster och utgifter. Vår partner Monthio hämtar den från din bank, med ditt godkännande.',
  how: 'Så här går det till',
  logIn: 'Logga in på din internetbank via Monthio.',
  choose: 'Välj vilka konton du vill dela.',
  overview: 'Monthio skickar en översikt till oss, aldrig dina inloggningsuppgifter.',
  start: 'Fortsätt till Monthio',
  estimate: 'Det brukar ta några minuter.',
  reviewing: 'Vi går igenom din översikt…',
  incomeExpenses: 'Vi tittar på dina inkomster och utgifter…',
  verifyEstimate: 'Det brukar ta mindre än en minut.',
  cancel: {
    title: 'Vill du sluta dela med Monthio?',
    warning: 'Om du avbryter nu godkänns inte ditt köp.',
  },
} satisfies NamespaceMonthioTranslation

export default sv_monthio
