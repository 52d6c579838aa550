import type { BaseTranslation } from '../../i18n-types.ts'

/** Monthio: the lending-data partner reads income and expenses from the shopper's bank. */
const en_monthio = {
  title: 'Share an overview of your finances',
  intro:
    'To offer you the right credit, we need an overview of your income and expenses. Our partner Monthio gets it from your bank, with your permission.',
  how: 'How it works',
  logIn: 'Log in to your online bank through Monthio.',
  choose: 'Choose the accounts to share.',
  overview: 'Monthio sends us an overview, never your login details.',
  start: 'Continue to Monthio',
  estimate: 'This usually takes a few minutes.',
  reviewing: 'Reviewing your overview…',
  incomeExpenses: 'Looking at your income and expenses…',
  verifyEstimate: 'This usually takes less than a minute.',
  cancel: {
    title: 'Stop sharing with Monthio?',
    warning: 'If you stop now, your purchase won’t be approved.',
  },
} satisfies BaseTranslation

export default en_monthio
