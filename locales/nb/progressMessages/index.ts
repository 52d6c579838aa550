import type { NamespaceProgressMessagesTranslation } from '../../i18n-types.ts'

const nb_progressMessages = {
  checkingDetails: 'Sjekker opplysningene dine …',
  verifyingIdentity: 'Bekrefter identiteten din …',
  securingData: 'Beskytter opplysningene dine …',
  contactingPartner: 'Er i kontakt med verifiseringspartneren vår …',
  almostThere: 'Nesten ferdig …',
  fewMoreSeconds: 'Bare noen sekunder til …',
  gettingReady: 'Gjør klart …',
  settingUp: 'Setter opp bekreftelsen din …',
} satisfies NamespaceProgressMessagesTranslation

export default nb_progressMessages
