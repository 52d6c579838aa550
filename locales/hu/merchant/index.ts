import type { NamespaceMerchantTranslation } from '../../i18n-types.ts'

const hu_merchant = {
  notSetUpTitle: 'Ennél a webáruháznál nincs beállítva az ellenőrzés',
  notSetUp:
    'Ez a webáruház még nem állította be a személyazonosság ellenőrzését, ezért itt nem tudunk továbblépni. Térj vissza a webáruházba, és válassz másik fizetési módot, vagy vedd fel a kapcsolatot a webáruházzal.',
} satisfies NamespaceMerchantTranslation

export default hu_merchant
