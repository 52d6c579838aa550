import type { NamespaceBankIdFiTranslation } from '../../i18n-types.ts'

const nb_bankIdFi = {
  failure: {
    userMismatch: {
      title: 'Opplysningene stemmer ikke',
      description: 'Sjekk at personnummeret du oppga, stemmer med det som er registrert på bankkontoen du identifiserer deg med.',
      button: 'Prøv igjen',
    },
    technicalIssue: {
      title: 'Bankidentifiseringen fungerer ikke akkurat nå',
      description: 'Noe gikk galt hos oss. Prøv igjen senere eller velg en annen betalingsmåte.',
      button: 'Tilbake til kassen',
    },
    accessDenied: {
      title: 'Banken delte ikke opplysningene dine',
      description: 'Vi trenger at banken din bekrefter identiteten din. Prøv igjen og gi banken tillatelse til å dele opplysningene dine.',
      button: 'Prøv igjen',
    },
    sessionTimeout: {
      title: 'Oisann, tiden rant ut',
      description: 'Identifiseringen hos banken din tok for lang tid. Prøv igjen eller velg en annen betalingsmåte.',
      button: 'Prøv igjen',
    },
    userNotTrusted: {
      title: 'Vi kunne dessverre ikke bekrefte identiteten din',
      description: 'Velg en annen betalingsmåte for å fullføre kjøpet.',
      button: 'OK',
    },
  },
  cancel: {
    title: 'Vil du avbryte identifiseringen hos banken din?',
    warning: 'Hvis du avbryter nå, blir ikke kjøpet ditt godkjent.',
  },
} satisfies NamespaceBankIdFiTranslation

export default nb_bankIdFi
