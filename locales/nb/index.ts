import type { Translation } from '../i18n-types.ts'

const nb = {
  common: {
    close: 'Lukk',
    goBack: 'Tilbake',
    continue: 'Fortsett',
    tryAgain: 'Prøv igjen',
    loading: 'Laster inn …',
    ok: 'OK',
    gotIt: 'Skjønner',
    goBackToCheckout: 'Tilbake til kassen',
    backToSelection: 'Tilbake til valgene',
    changeAddress: 'Endre adresse',
    agreeAndContinue: 'Godta og fortsett',
    noThanks: 'Nei takk',
    showMore: 'Vis mer',
    showLess: 'Vis mindre',
    opensInNewWindow: '(åpnes i et nytt vindu)',
    privacyPolicy: 'Personvernerklæring',
  },
  dialog: {
    closeLabel: 'Lukk',
    backLabel: 'Tilbake',
    logoLabel: 'Sikker identitetsbekreftelse',
  },
  cancel: {
    title: 'Du er i ferd med å avslutte verifiseringen',
    warning: 'Hvis du avslutter nå, blir ikke kjøpet ditt godkjent.',
    warningMerchant: 'Hvis du avslutter nå, blir ikke kjøpet ditt hos {merchant} gjennomført.',
    warningSignup: 'Hvis du avslutter nå, kan vi ikke fullføre opprettelsen av kontoen din.',
    warningPhoneReset: 'Hvis du avslutter nå, blir ikke telefonnummeret ditt endret.',
    return: 'Fortsett verifiseringen',
    end: 'Avslutt verifiseringen',
  },
  consent: {
    title: 'Bekreft identiteten din',
    body: 'Når du trykker på «Fortsett», samtykker du til at vi kan utlevere personopplysningene dine til eksterne instanser og kredittopplysningsforetak for å bekrefte identiteten din, slik loven krever.',
    privacyPolicy: 'Les personvernerklæringen vår',
    privacyUrl: 'https://www.provider.com/privacy/',
    continue: 'Fortsett',
    agree: 'Godta og fortsett',
    decline: 'Nei takk',
    declineHint: 'Hvis du ikke godtar, kan du bekrefte identiteten din på en annen måte.',
  },
  progress: {
    title: 'Et øyeblikk',
    doNotClose: 'Ikke lukk dette vinduet.',
  },
  network: {
    title: 'Internettforbindelsen ble brutt',
    description: 'Sjekk internettforbindelsen din og prøv igjen.',
  },
  waiting: {
    reconnecting: 'Vi fortsetter å prøve til du er på nett igjen.',
  },
  method: {
    another: 'Velg en annen metode',
  },
  fallback: {
    title: 'Denne verifiseringsmetoden er ikke tilgjengelig',
    description:
      'Vi kan ikke bekrefte identiteten din på denne måten akkurat nå. Gå tilbake til kassen og velg en annen betalingsmåte.',
    button: 'Tilbake til kassen',
  },
  success: {
    title: 'Alt er klart',
    lead: 'Du kan fortsette med kjøpet ditt.',
  },
  closing: {
    title: 'Et øyeblikk',
    lead: 'Vi sender deg tilbake til kassen.',
  },
  failure: {
    generic: {
      title: 'Vi kunne ikke fullføre kjøpet',
      description: 'Ingen fare – du kan prøve igjen eller velge en annen betalingsmåte for å fullføre kjøpet.',
      button: 'Tilbake til kassen',
    },
    close: {
      title: 'Vi kunne ikke fullføre kjøpet',
      description: 'Ingen fare – du kan prøve igjen eller velge en annen betalingsmåte for å fullføre kjøpet.',
      button: 'Lukk',
    },
    sessionTimeout: {
      title: 'Oisann, tiden rant ut',
      description: 'Økten din utløp av sikkerhetsgrunner. Gå tilbake til kassen og prøv igjen.',
      button: 'Tilbake til kassen',
    },
    userNotTrusted: {
      title: 'Vi kunne dessverre ikke bekrefte identiteten din',
      description: 'Velg en annen betalingsmåte for å fullføre kjøpet.',
      button: 'Tilbake til kassen',
    },
    networkIssue: {
      title: 'Internettforbindelsen ble brutt',
      description: 'Sjekk internettforbindelsen din og prøv igjen.',
      button: 'Tilbake til kassen',
    },
    signup: {
      title: 'Vi kunne ikke fullføre opprettelsen av kontoen din',
      description: 'Ingen fare – du kan prøve igjen senere eller registrere deg på en annen måte.',
      button: 'Lukk',
    },
    phoneReset: {
      title: 'Vi kunne ikke endre telefonnummeret ditt',
      description: 'Telefonnummeret ditt er uendret. Prøv igjen senere.',
      button: 'Lukk',
    },
    oneTimeCard: {
      title: 'Vi kunne ikke opprette engangskortet ditt',
      description: 'Prøv å opprette et engangskort på nytt.',
      button: 'Lukk',
    },
    inStore: {
      title: 'Alt klart! Bare husk gyldig legitimasjon med bilde første gang du handler',
      description:
        'Ta med gyldig legitimasjon med bilde første gang du handler i butikk. Da kan vi bekrefte identiteten din og holde kontoen din trygg.',
      button: 'Fortsett',
    },
    customerService: 'Hvis du har problemer, kan du kontakte',
    contactTimes: 'chat man.–søn. kl. 9–17, telefon {phoneNumber} man.–fre. kl. 9–17',
    contactTimesChat: 'chat man.–søn. kl. 9–17',
    callCustomerService: 'Ring kundeservice på {phoneNumber}',
  },
} satisfies Translation

export default nb
