import type { NamespacePasscodeTranslation } from '../../i18n-types.ts'

const da_passcode = {
  title: 'Indtast din adgangskode',
  lead: 'Indtast den {length|int}-cifrede adgangskode du bruger i appen.',
  label: 'Adgangskode',
  verifying: 'Tjekker din adgangskode…',
  wrong: 'Adgangskoden er forkert.',
  attemptsLeft: 'Du har {count|int} {{forsøg|forsøg}} tilbage.',
  failed: 'Vi kunne ikke tjekke din adgangskode. Prøv igen.',
  forgot: 'Har du glemt din adgangskode?',
  failure: {
    tooManyAttempts: {
      title: 'For mange forkerte adgangskoder',
      description:
        'Af hensyn til din sikkerhed kan vi ikke modtage flere forsøg. Vælg en anden betalingsmetode for at gennemføre købet.',
      button: 'Tilbage til kassen',
    },
  },
  cancel: {
    title: 'Vil du afbryde bekræftelsen med adgangskode?',
    warning: 'Hvis du afbryder nu, bliver dit køb ikke godkendt.',
  },
} satisfies NamespacePasscodeTranslation

export default da_passcode
