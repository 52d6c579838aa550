import type { NamespaceMerchantTranslation } from '../../i18n-types.ts'

const da_merchant = {
  notSetUpTitle: 'Verificering er ikke sat op for denne butik',
  notSetUp:
    'Denne butik har endnu ikke sat identitetsverificering op, så vi kan ikke fortsætte her. Gå tilbage til butikken, og vælg en anden betalingsmåde, eller kontakt butikken.',
} satisfies NamespaceMerchantTranslation

export default da_merchant
