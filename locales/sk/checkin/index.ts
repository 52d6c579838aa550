import type { NamespaceCheckinTranslation } from '../../i18n-types.ts'

const sk_checkin = {
  title: 'Overte svoju totožnosť cez Checkin.com',
  intro: 'Náš partner Checkin.com skontroluje váš doklad totožnosti a fotografiu vašej tváre a oznámi nám výsledok.',
  need: 'Čo budete potrebovať',
  needId: 'Platný doklad totožnosti',
  needCamera: 'Telefón alebo počítač s fotoaparátom',
  consent:
    'Stlačením Súhlasiť a pokračovať súhlasíte s tým, že Checkin.com spracuje váš doklad totožnosti a fotografiu, aby za nás overil vašu totožnosť.',
  estimate: 'Zvyčajne to trvá niekoľko minút.',
  verifyEstimate: 'Overenie trvá menej ako 2 minúty.',
  cancel: {
    title: 'Ukončiť check-in?',
    warning: 'Ak ho teraz prerušíte, váš nákup nebude schválený.',
  },
} satisfies NamespaceCheckinTranslation

export default sk_checkin
