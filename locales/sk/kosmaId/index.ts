import type { NamespaceKosmaIdTranslation } from '../../i18n-types.ts'

const sk_kosmaId = {
  title: 'Overte svoj doklad cez Kosma',
  intro: 'Náš partner Kosma skontroluje váš doklad totožnosti a nahrá krátke selfie video. Urobíte to v okne Kosma.',
  need: 'Čo budete potrebovať',
  needId: 'Platný pas, občiansky preukaz alebo vodičský preukaz',
  needCamera: 'Telefón alebo počítač s fotoaparátom',
  needLight: 'Dobré svetlo bez odleskov na doklade',
  start: 'Spustiť overenie dokladu',
  estimate: 'Zvyčajne to trvá niekoľko minút.',
  verifyEstimate: 'Overenie trvá menej ako 3 minúty.',
  cancel: {
    title: 'Ukončiť overenie dokladu?',
    warning: 'Ak ho teraz ukončíte, váš nákup nebude schválený. Overenie budete musieť začať znova.',
  },
} satisfies NamespaceKosmaIdTranslation

export default sk_kosmaId
