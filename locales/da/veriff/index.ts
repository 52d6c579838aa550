import type { NamespaceVeriffTranslation } from '../../i18n-types.ts'

const da_veriff = {
  title: 'Bekræft din identitet med Veriff',
  intro: 'Vores partner Veriff tjekker dit ID-dokument og et billede af dit ansigt. Det gør du i Veriffs vindue.',
  need: 'Det skal du bruge',
  needId: 'Et gyldigt ID-dokument',
  needCamera: 'En telefon eller computer med kamera',
  start: 'Start bekræftelsen',
  estimate: 'Det tager som regel et par minutter.',
  verifyEstimate: 'Det tager som regel et minut eller to.',
  cancel: {
    title: 'Vil du stoppe bekræftelsen med Veriff?',
    warning: 'Hvis du afbryder nu, bliver dit køb ikke godkendt.',
  },
} satisfies NamespaceVeriffTranslation

export default da_veriff
