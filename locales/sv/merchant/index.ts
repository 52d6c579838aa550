import type { NamespaceMerchantTranslation } from '../../i18n-types.ts'

const sv_merchant = {
  notSetUpTitle: 'Verifiering är inte konfigurerad för den här butiken',
  notSetUp:
    'Den här butiken har inte konfigurerat identitetsverifiering än, så vi kan inte fortsätta här. Gå tillbaka till butiken och välj ett annat betalsätt, eller kontakta butiken.',
} satisfies NamespaceMerchantTranslation

export default sv_merchant
