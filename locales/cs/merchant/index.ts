import type { NamespaceMerchantTranslation } from '../../i18n-types.ts'

const cs_merchant = {
  notSetUpTitle: 'Ověření není pro tento obchod nastavené',
  notSetUp:
    'Tento obchod zatím nemá nastavené ověření totožnosti, proto tady nemůžeme pokračovat. Vraťte se do obchodu a zvolte jiný způsob platby, nebo obchod kontaktujte.',
} satisfies NamespaceMerchantTranslation

export default cs_merchant
