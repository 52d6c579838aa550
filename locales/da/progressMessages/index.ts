import type { NamespaceProgressMessagesTranslation } from '../../i18n-types.ts'

const da_progressMessages = {
  checkingDetails: 'Tjekker dine oplysninger…',
  verifyingIdentity: 'Bekræfter din identitet…',
  securingData: 'Beskytter dine oplysninger…',
  contactingPartner: 'Kontakter vores partner for identitetsbekræftelse…',
  almostThere: 'Næsten færdig…',
  fewMoreSeconds: 'Kun et par sekunder mere…',
  gettingReady: 'Gør klar…',
  settingUp: 'Sætter din bekræftelse op…',
} satisfies NamespaceProgressMessagesTranslation

export default da_progressMessages
