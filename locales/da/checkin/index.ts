import type { NamespaceCheckinTranslation } from '../../i18n-types.ts'

const da_checkin = {
  title: 'Bekræft din identitet med Checkin.com',
  intro: 'Vores partner Checkin.com tjekker dit ID-dokument og et billede af dit ansigt og fortæller os resultatet.',
  need: 'Det skal du bruge',
  needId: 'Et gyldigt ID-dokument',
  needCamera: 'En telefon eller computer med kamera',
  consent:
    'Når du trykker på Accepter og fortsæt, accepterer du, at Checkin.com behandler dit ID-dokument og dit billede for at bekræfte din identitet for os.',
  estimate: 'Det tager som regel et par minutter.',
  verifyEstimate: 'Bekræftelsen tager under 2 minutter.',
  cancel: {
    title: 'Vil du stoppe tjekket?',
    warning: 'Hvis du afbryder nu, bliver dit køb ikke godkendt.',
  },
} satisfies NamespaceCheckinTranslation

export default da_checkin
