import type { NamespaceMerchantTranslation } from '../../i18n-types.ts'

const sk_merchant = {
  notSetUpTitle: 'Overenie nie je pre tento obchod nastavené',
  notSetUp:
    'Tento obchod ešte nemá nastavené overenie totožnosti, preto tu nemôžeme pokračovať. Vráťte sa do obchodu a zvoľte iný spôsob platby alebo kontaktujte obchod.',
} satisfies NamespaceMerchantTranslation

export default sk_merchant
