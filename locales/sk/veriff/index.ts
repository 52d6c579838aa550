import type { NamespaceVeriffTranslation } from '../../i18n-types.ts'

const sk_veriff = {
  title: 'Overte svoju totožnosť cez Veriff',
  intro: 'Náš partner Veriff skontroluje váš doklad totožnosti a fotografiu vašej tváre. Urobíte to v okne Veriff.',
  need: 'Čo budete potrebovať',
  needId: 'Platný doklad totožnosti',
  needCamera: 'Telefón alebo počítač s fotoaparátom',
  start: 'Spustiť overenie',
  estimate: 'Zvyčajne to trvá niekoľko minút.',
  verifyEstimate: 'Zvyčajne to trvá minútu alebo dve.',
  cancel: {
    title: 'Ukončiť overenie cez Veriff?',
    warning: 'Ak ho teraz prerušíte, váš nákup nebude schválený.',
  },
} satisfies NamespaceVeriffTranslation

export default sk_veriff
