import type { NamespaceKosmaIdTranslation } from '../../i18n-types.ts'

const da_kosmaId = {
  title: 'Bekræft dit ID med Kosma',
  intro: 'Vores partner Kosma tjekker dit ID-dokument og optager en kort selfievideo. Det gør du i Kosmas vindue.',
  need: 'Det skal du bruge',
  needId: 'Et gyldigt pas, nationalt ID-kort eller kørekort',
  needCamera: 'En telefon eller computer med kamera',
  needLight: 'Godt lys uden genskin på dit ID',
  start: 'Start ID-bekræftelsen',
  estimate: 'Det tager som regel et par minutter.',
  verifyEstimate: 'Bekræftelsen tager under 3 minutter.',
  cancel: {
    title: 'Vil du stoppe ID-bekræftelsen?',
    warning: 'Hvis du stopper nu, bliver dit køb ikke godkendt. Du skal starte ID-bekræftelsen forfra.',
  },
} satisfies NamespaceKosmaIdTranslation

export default da_kosmaId
