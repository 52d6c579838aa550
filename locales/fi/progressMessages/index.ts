import type { NamespaceProgressMessagesTranslation } from '../../i18n-types.ts'

const fi_progressMessages = {
  checkingDetails: 'Tarkistetaan tietojasi…',
  verifyingIdentity: 'Vahvistetaan henkilöllisyyttäsi…',
  securingData: 'Suojataan tietojasi…',
  contactingPartner: 'Otetaan yhteyttä vahvistuskumppaniimme…',
  almostThere: 'Melkein valmista…',
  fewMoreSeconds: 'Vielä muutama sekunti…',
  gettingReady: 'Laitetaan asioita valmiiksi…',
  settingUp: 'Valmistellaan vahvistustasi…',
} satisfies NamespaceProgressMessagesTranslation

export default fi_progressMessages
