import type { NamespaceKosmaIdTranslation } from '../../i18n-types.ts'

const cs_kosmaId = {
  title: 'Ověřte svůj doklad přes Kosma',
  intro: 'Náš partner Kosma zkontroluje váš doklad totožnosti a nahraje krátké selfie video. Uděláte to v okně Kosma.',
  need: 'Co budete potřebovat',
  needId: 'Platný pas, občanský průkaz nebo řidičský průkaz',
  needCamera: 'Telefon nebo počítač s fotoaparátem',
  needLight: 'Dobré světlo bez odlesků na dokladu',
  start: 'Zahájit ověření dokladu',
  estimate: 'Obvykle to trvá několik minut.',
  verifyEstimate: 'Ověření trvá méně než 3 minuty.',
  cancel: {
    title: 'Ukončit ověření dokladu?',
    warning: 'Pokud ho teď ukončíte, váš nákup nebude schválen. Ověření budete muset začít znovu.',
  },
} satisfies NamespaceKosmaIdTranslation

export default cs_kosmaId
