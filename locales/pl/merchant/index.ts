import type { NamespaceMerchantTranslation } from '../../i18n-types.ts'

const pl_merchant = {
  notSetUpTitle: 'Weryfikacja nie jest skonfigurowana dla tego sklepu',
  notSetUp:
    'Ten sklep nie skonfigurował jeszcze weryfikacji tożsamości, więc nie możemy tu kontynuować. Wróć do sklepu i wybierz inną metodę płatności albo skontaktuj się ze sklepem.',
} satisfies NamespaceMerchantTranslation

export default pl_merchant
