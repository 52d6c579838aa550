import type { NamespaceProgressMessagesTranslation } from '../../i18n-types.ts'

const el_progressMessages = {
  checkingDetails: 'Ελέγχουμε τα στοιχεία σας…',
  verifyingIdentity: 'Επαληθεύουμε την ταυτότητά σας…',
  securingData: 'Προστατεύουμε τα στοιχεία σας…',
  contactingPartner: 'Επικοινωνούμε με τον συνεργάτη μας για την επαλήθευση…',
  almostThere: 'Σχεδόν τελειώσαμε…',
  fewMoreSeconds: 'Μόνο λίγα δευτερόλεπτα ακόμα…',
  gettingReady: 'Ετοιμάζουμε τα πάντα…',
  settingUp: 'Ξεκινάμε την επαλήθευσή σας…',
} satisfies NamespaceProgressMessagesTranslation

export default el_progressMessages
