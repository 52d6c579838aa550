import type { NamespacePasscodeTranslation } from '../../i18n-types.ts'

const sv_passcode = {
  title: 'Ange din lösenkod',
  lead: 'Ange den {length|int}-siffriga lösenkod som du använder i appen.',
  label: 'Lösenkod',
  verifying: 'Kontrollerar din lösenkod…',
  wrong: 'Lösenkoden stämmer inte.',
  attemptsLeft: 'Du har {count|int} {{försök|försök}} kvar.',
  failed: 'Vi kunde inte kontrollera din lösenkod. Försök igen.',
  forgot: 'Har du glömt din lösenkod?',
  failure: {
    tooManyAttempts: {
      title: 'För många felaktiga lösenkoder',
      description:
        'För att skydda dig kan vi inte ta emot fler försök. Välj ett annat betalsätt för att slutföra köpet.',
      button: 'Tillbaka till kassan',
    },
  },
  cancel: {
    title: 'Vill du avbryta verifieringen med lösenkod?',
    warning: 'Om du avbryter nu godkänns inte ditt köp.',
  },
} satisfies NamespacePasscodeTranslation

export default sv_passcode
