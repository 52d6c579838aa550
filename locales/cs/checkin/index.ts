import type { NamespaceCheckinTranslation } from '../../i18n-types.ts'

const cs_checkin = {
  title: 'Ověřte svou totožnost přes Checkin.com',
  intro: 'Náš partner Checkin.com zkontroluje váš doklad totožnosti a fotografii vašeho obličeje a sdělí nám výsledek.',
  need: 'Co budete potřebovat',
  needId: 'Platný doklad totožnosti',
  needCamera: 'Telefon nebo počítač s fotoaparátem',
  consent:
    'Stisknutím Souhlasit a pokračovat souhlasíte s tím, že Checkin.com zpracuje váš doklad totožnosti a fotografii, aby za nás ověřil vaši totožnost.',
  estimate: 'Obvykle to trvá několik minut.',
  verifyEstimate: 'Ověření trvá méně než 2 minuty.',
  cancel: {
    title: 'Ukončit check-in?',
    warning: 'Pokud to teď přerušíte, váš nákup nebude schválen.',
  },
} satisfies NamespaceCheckinTranslation

export default cs_checkin
