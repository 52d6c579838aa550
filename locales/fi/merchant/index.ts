import type { NamespaceMerchantTranslation } from '../../i18n-types.ts'

const fi_merchant = {
  notSetUpTitle: 'Tunnistautumista ei ole otettu käyttöön tässä kaupassa',
  notSetUp:
    'Tämä kauppa ei ole vielä ottanut henkilöllisyyden vahvistamista käyttöön, joten emme voi jatkaa tässä. Palaa kauppaan ja valitse toinen maksutapa tai ota yhteyttä kauppaan.',
} satisfies NamespaceMerchantTranslation

export default fi_merchant
