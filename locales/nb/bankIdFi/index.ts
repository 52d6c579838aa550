import type { NamespaceBankIdFiTranslation } from '../../i18n-types.ts'

const nb_bankIdFi = {
  title: 'Identifiser deg med banken din',
  intro: 'Velg banken din. Du identifiserer deg i bankens eget vindu, slik som når du logger inn.',
  search: 'Søk etter banken din',
  banks: 'Banker',
  /** Said once the shopper stops typing: how many banks the search found. */
  found: '{count|int} {{bank funnet|banker funnet}}.',
  noMatch: 'Ingen bank passer til «{query}». Sjekk stavemåten, eller velg en annen metode.',
  mobileCertificate: 'Mobilsertifikat',
  yourBank: 'banken din',
  why: 'Hvorfor spør vi?',
  whyTitle: 'Hvorfor ber vi deg identifisere deg?',
  whyLaw: 'Loven krever at vi bekrefter identiteten til alle som betaler med oss.',
  whyMatch:
    'Banken din bekrefter navnet ditt og personnummeret ditt. De må stemme med opplysningene om bankkontoen du identifiserer deg med.',
  whyPrivate: 'Vi ser aldri innloggingsopplysningene dine til banken.',
  lastStep: 'Siste steg: identifisering i banken din',
  failure: {
    userMismatch: {
      title: 'Opplysningene stemmer ikke',
      description:
        'Sjekk at personnummeret du oppga, stemmer med det som er registrert på bankkontoen du identifiserer deg med.',
      button: 'Tilbake til kassen',
    },
    technicalIssue: {
      title: 'Bankidentifiseringen fungerer ikke akkurat nå',
      description: 'Noe gikk galt hos oss. Prøv igjen senere eller velg en annen betalingsmåte.',
      button: 'Tilbake til kassen',
    },
    accessDenied: {
      title: 'Banken delte ikke opplysningene dine',
      description:
        'Vi trenger at banken din bekrefter identiteten din. Prøv igjen og gi banken tillatelse til å dele opplysningene dine.',
      button: 'Tilbake til kassen',
    },
    sessionTimeout: {
      title: 'Oisann, tiden rant ut',
      description: 'Identifiseringen hos banken din tok for lang tid. Prøv igjen eller velg en annen betalingsmåte.',
      button: 'Tilbake til kassen',
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
