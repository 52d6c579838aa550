import type { NamespaceProgressMessagesTranslation } from '../../i18n-types.ts'

const nb_progressMessages = {
  checkingDetails: 'Sjekker opplysningene dine …',
  verifyingIdentity: 'Bekrefter identiteten din …',
  securingData: 'Beskytter opplysningene dine …',
  contactingPartner: 'Er i kontakt med verifiseringspartneren vår …',
  almostThere: 'Nesten ferdig …',
  fewMoreSeconds: 'Bare noen sekunder til …',
} satisfies NamespaceProgressMessagesTranslation

export default nb_progressMessages
