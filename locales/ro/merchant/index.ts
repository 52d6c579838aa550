import type { NamespaceMerchantTranslation } from '../../i18n-types.ts'

const ro_merchant = {
  notSetUpTitle: 'Verificarea nu este configurată pentru acest magazin',
  notSetUp:
    'Acest magazin nu a configurat încă verificarea identității, așa că nu putem continua aici. Întoarceți-vă la magazin și alegeți altă metodă de plată sau contactați magazinul.',
} satisfies NamespaceMerchantTranslation

export default ro_merchant
