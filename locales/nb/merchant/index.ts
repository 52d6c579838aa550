import type { NamespaceMerchantTranslation } from '../../i18n-types.ts'

const nb_merchant = {
  notSetUpTitle: 'Verifisering er ikke satt opp for denne butikken',
  notSetUp:
    'Denne butikken har ikke satt opp identitetsbekreftelse ennå, så vi kan ikke fortsette her. Gå tilbake til butikken og velg en annen betalingsmåte, eller kontakt butikken.',
} satisfies NamespaceMerchantTranslation

export default nb_merchant
