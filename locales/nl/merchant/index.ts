import type { NamespaceMerchantTranslation } from '../../i18n-types.ts'

const nl_merchant = {
  notSetUpTitle: 'Verificatie is niet ingesteld voor deze winkel',
  notSetUp:
    'Deze winkel heeft identiteitsverificatie nog niet ingesteld, dus we kunnen hier niet verder. Ga terug naar de winkel en kies een andere betaalmethode, of neem contact op met de winkel.',
} satisfies NamespaceMerchantTranslation

export default nl_merchant
