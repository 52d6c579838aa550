import type { NamespaceProgressMessagesTranslation } from '../../i18n-types.ts'

const sk_progressMessages = {
  checkingDetails: 'Kontrolujeme vaše údaje…',
  verifyingIdentity: 'Overujeme vašu totožnosť…',
  securingData: 'Chránime vaše údaje…',
  contactingPartner: 'Komunikujeme s naším overovacím partnerom…',
  almostThere: 'Takmer hotovo…',
  fewMoreSeconds: 'Ešte pár sekúnd…',
  gettingReady: 'Všetko pripravujeme…',
  settingUp: 'Spúšťame vaše overenie…',
} satisfies NamespaceProgressMessagesTranslation

export default sk_progressMessages
