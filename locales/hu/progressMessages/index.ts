import type { NamespaceProgressMessagesTranslation } from '../../i18n-types.ts'

const hu_progressMessages = {
  checkingDetails: 'Ellenőrizzük az adataidat…',
  verifyingIdentity: 'Ellenőrizzük a személyazonosságodat…',
  securingData: 'Gondoskodunk az adataid biztonságáról…',
  contactingPartner: 'Egyeztetünk az ellenőrzést végző partnerünkkel…',
  almostThere: 'Mindjárt kész…',
  fewMoreSeconds: 'Már csak néhány másodperc…',
  gettingReady: 'Előkészítjük a folyamatot…',
  settingUp: 'Elindítjuk az ellenőrzést…',
} satisfies NamespaceProgressMessagesTranslation

export default hu_progressMessages
