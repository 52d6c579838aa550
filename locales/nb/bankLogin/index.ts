import type { NamespaceBankLoginTranslation } from '../../i18n-types.ts'

const nb_bankLogin = {
  failure: {
    userMismatch: {
      title: 'Kontoinnehaveren stemmer ikke',
      description: 'Bankkontoen du logget inn på, tilhører noen andre. Logg inn på din egen bankkonto.',
      button: 'Tilbake til valgene',
    },
    insufficientInfo: {
      title: 'Banken din delte ikke nok opplysninger',
      description: 'Vi kunne ikke bekrefte identiteten din med opplysningene banken din delte. Prøv en annen bank eller en annen betalingsmåte.',
      button: 'Tilbake til valgene',
    },
    incompleteVerification: {
      title: 'Innloggingen i banken ble ikke fullført',
      description: 'Vi fikk ikke alt vi trenger fra banken din. Logg inn på nytt og fullfør alle stegene.',
      button: 'Prøv igjen',
    },
    technicalIssue: {
      title: 'Vi fikk ikke kontakt med banken din',
      description: 'Noe gikk galt da vi koblet til {bankName}. Prøv igjen senere eller velg en annen betalingsmåte.',
      button: 'Tilbake til kassen',
    },
    sessionTimeout: {
      title: 'Oisann, tiden rant ut',
      description: 'Innloggingen i banken tok for lang tid. Prøv igjen eller velg en annen metode.',
      button: 'Prøv igjen',
    },
  },
  cancel: {
    title: 'Vil du avbryte innloggingen i banken?',
    warning: 'Hvis du avbryter nå, blir ikke kjøpet ditt godkjent.',
  },
} satisfies NamespaceBankLoginTranslation

export default nb_bankLogin
