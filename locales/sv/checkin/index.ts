import type { NamespaceCheckinTranslation } from '../../i18n-types.ts'

const sv_checkin = {
  title: 'Verifiera din identitet med Checkin.com',
  intro:
    'Vår partner Checkin.com kontrollerar din id-handling och ett foto av ditt ansikte och meddelar oss resultatet.',
  need: 'Det här behöver du',
  needId: 'En giltig id-handling',
  needCamera: 'En mobil eller dator med kamera',
  consent:
    'Genom att trycka på Godkänn och fortsätt godkänner du att Checkin.com behandlar din id-handling och ditt foto för att verifiera din identitet åt oss.',
  estimate: 'Det brukar ta några minuter.',
  verifyEstimate: 'Verifieringen tar mindre än 2 minuter.',
  cancel: {
    title: 'Vill du avbryta incheckningen?',
    warning: 'Om du avbryter nu godkänns inte ditt köp.',
  },
} satisfies NamespaceCheckinTranslation

export default sv_checkin
