import type { NamespacePasscodeTranslation } from '../../i18n-types.ts'

const nb_passcode = {
  title: 'Skriv inn PIN-koden din',
  lead: 'Skriv inn den {length|int}-sifrede PIN-koden du bruker i appen.',
  label: 'PIN-kode',
  verifying: 'Sjekker PIN-koden …',
  wrong: 'Det var feil PIN-kode.',
  attemptsLeft: 'Du har {count|int} {{forsøk|forsøk}} igjen.',
  failed: 'Vi kunne ikke sjekke PIN-koden din. Prøv igjen.',
  forgot: 'Har du glemt PIN-koden?',
  failure: {
    tooManyAttempts: {
      title: 'For mange feil PIN-koder',
      description:
        'Av hensyn til sikkerheten din kan vi ikke ta imot flere forsøk. Velg en annen betalingsmåte for å fullføre kjøpet.',
      button: 'Tilbake til kassen',
    },
  },
  cancel: {
    title: 'Vil du avbryte verifiseringen med PIN-kode?',
    warning: 'Hvis du avbryter nå, blir ikke kjøpet ditt godkjent.',
  },
} satisfies NamespacePasscodeTranslation

export default nb_passcode
