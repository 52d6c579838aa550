import type { NamespaceVeriffTranslation } from '../../i18n-types.ts'

const sv_veriff = {
  title: 'Verifiera din identitet med Veriff',
  intro: 'Vår partner Veriff kontrollerar din id-handling och ett foto av ditt ansikte. Du gör det i Veriffs fönster.',
  need: 'Det här behöver du',
  needId: 'En giltig id-handling',
  needCamera: 'En mobil eller dator med kamera',
  start: 'Starta verifieringen',
  estimate: 'Det brukar ta några minuter.',
  verifyEstimate: 'Det brukar ta en eller ett par minuter.',
  cancel: {
    title: 'Vill du avbryta verifieringen med Veriff?',
    warning: 'Om du avbryter nu godkänns inte ditt köp.',
  },
} satisfies NamespaceVeriffTranslation

export default sv_veriff
