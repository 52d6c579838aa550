import type { NamespaceMerchantTranslation } from '../../i18n-types.ts'

const it_merchant = {
  notSetUpTitle: 'La verifica non è configurata per questo negozio',
  notSetUp:
    'Questo negozio non ha ancora configurato la verifica dell’identità, quindi non possiamo continuare qui. Torna al negozio e scegli un altro metodo di pagamento, oppure contatta il negozio.',
} satisfies NamespaceMerchantTranslation

export default it_merchant
