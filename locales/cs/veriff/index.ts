import type { NamespaceVeriffTranslation } from '../../i18n-types.ts'

const cs_veriff = {
  title: 'Ověřte svou totožnost přes Veriff',
  intro: 'Náš partner Veriff zkontroluje váš doklad totožnosti a fotografii vašeho obličeje. Uděláte to v okně Veriff.',
  need: 'Co budete potřebovat',
  needId: 'Platný doklad totožnosti',
  needCamera: 'Telefon nebo počítač s fotoaparátem',
  start: 'Zahájit ověření',
  estimate: 'Obvykle to trvá několik minut.',
  verifyEstimate: 'Obvykle to trvá minutu nebo dvě.',
  cancel: {
    title: 'Ukončit ověření přes Veriff?',
    warning: 'Pokud to teď přerušíte, váš nákup nebude schválen.',
  },
} satisfies NamespaceVeriffTranslation

export default cs_veriff
