import type { NamespaceMerchantTranslation } from '../../i18n-types.ts'

const fr_merchant = {
  notSetUpTitle: 'La vérification n’est pas configurée pour cette boutique',
  notSetUp:
    'Cette boutique n’a pas encore configuré la vérification d’identité, nous ne pouvons donc pas continuer ici. Revenez à la boutique et choisissez un autre moyen de paiement, ou contactez la boutique.',
} satisfies NamespaceMerchantTranslation

export default fr_merchant
