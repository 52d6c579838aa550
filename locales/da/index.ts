import type { Translation } from '../i18n-types.ts'

const da = {
  common: {
    close: 'Luk',
    goBack: 'Tilbage',
    continue: 'Fortsæt',
    tryAgain: 'Prøv igen',
    loading: 'Indlæser…',
    ok: 'OK',
    gotIt: 'Forstået',
    goBackToCheckout: 'Tilbage til kassen',
    backToSelection: 'Tilbage til valgmulighederne',
    changeAddress: 'Ret adresse',
    agreeAndContinue: 'Accepter og fortsæt',
    noThanks: 'Nej tak',
    showMore: 'Vis mere',
    showLess: 'Vis mindre',
    opensInNewWindow: '(åbner i et nyt vindue)',
    privacyPolicy: 'Privatlivspolitik',
  },
  dialog: {
    closeLabel: 'Luk',
    backLabel: 'Tilbage',
    logoLabel: 'Sikker bekræftelse af identitet',
  },
  cancel: {
    title: 'Du er ved at afbryde bekræftelsen',
    warning: 'Hvis du afbryder nu, bliver dit køb ikke godkendt.',
    warningMerchant: 'Hvis du afbryder nu, bliver dit køb hos {merchant} ikke gennemført.',
    warningSignup: 'Hvis du afbryder nu, kan vi ikke gennemføre oprettelsen af din konto.',
    warningPhoneReset: 'Hvis du afbryder nu, bliver dit telefonnummer ikke ændret.',
    return: 'Fortsæt bekræftelsen',
    end: 'Afbryd bekræftelsen',
  },
  consent: {
    title: 'Bekræft din identitet',
    body: 'Når du trykker på Fortsæt, accepterer du at vi må videregive dine personoplysninger til eksterne organisationer og kreditoplysningsbureauer for at bekræfte din identitet, sådan som loven kræver.',
    privacyPolicy: 'Læs vores privatlivspolitik',
    privacyUrl: 'https://www.provider.com/privacy/',
    continue: 'Fortsæt',
    agree: 'Accepter og fortsæt',
    decline: 'Nej tak',
    declineHint: 'Hvis du ikke accepterer, kan du bekræfte din identitet på en anden måde.',
  },
  progress: {
    title: 'Vent et øjeblik',
    doNotClose: 'Luk ikke dette vindue.',
  },
  network: {
    title: 'Internetforbindelsen blev afbrudt',
    description: 'Tjek din internetforbindelse og prøv igen.',
  },
  waiting: {
    reconnecting: 'Vi bliver ved med at prøve, indtil du er online igen.',
  },
  method: {
    another: 'Vælg en anden metode',
  },
  fallback: {
    title: 'Denne bekræftelsesmetode er ikke tilgængelig',
    description:
      'Vi kan ikke bekræfte din identitet på denne måde lige nu. Gå tilbage til kassen og vælg en anden betalingsmetode.',
    button: 'Tilbage til kassen',
  },
  success: {
    title: 'Du er klar',
    lead: 'Du kan fortsætte med dit køb.',
  },
  closing: {
    title: 'Et øjeblik',
    lead: 'Vi sender dig tilbage til kassen.',
  },
  failure: {
    generic: {
      title: 'Vi kunne ikke gennemføre købet',
      description: 'Bare rolig – du kan prøve igen eller vælge en anden betalingsmetode for at gennemføre købet.',
      button: 'Tilbage til kassen',
    },
    close: {
      title: 'Vi kunne ikke gennemføre købet',
      description: 'Bare rolig – du kan prøve igen eller vælge en anden betalingsmetode for at gennemføre købet.',
      button: 'Luk',
    },
    sessionTimeout: {
      title: 'Ups, tiden løb ud',
      description: 'Din session er udløbet af sikkerhedshensyn. Gå tilbage til kassen og prøv igen.',
      button: 'Tilbage til kassen',
    },
    userNotTrusted: {
      title: 'Vi kunne desværre ikke bekræfte din identitet',
      description: 'Vælg en anden betalingsmetode for at gennemføre købet.',
      button: 'Tilbage til kassen',
    },
    networkIssue: {
      title: 'Internetforbindelsen blev afbrudt',
      description: 'Tjek din internetforbindelse og prøv igen.',
      button: 'Tilbage til kassen',
    },
    signup: {
      title: 'Vi kunne ikke gennemføre oprettelsen af din konto',
      description: 'Bare rolig – du kan prøve igen senere eller tilmelde dig på en anden måde.',
      button: 'Luk',
    },
    phoneReset: {
      title: 'Vi kunne ikke ændre dit telefonnummer',
      description: 'Dit telefonnummer er uændret. Prøv igen senere.',
      button: 'Luk',
    },
    oneTimeCard: {
      title: 'Vi kunne ikke oprette dit engangskort',
      description: 'Prøv at oprette et engangskort igen.',
      button: 'Luk',
    },
    inStore: {
      title: 'Så er du klar! Husk bare gyldig billedlegitimation til dit første køb',
      description:
        'For at vi kan bekræfte din identitet og beskytte din konto, skal du medbringe gyldig billedlegitimation ved dit første køb i en fysisk butik.',
      button: 'Fortsæt',
    },
    customerService: 'Hvis du oplever problemer, kan du kontakte',
    contactTimes: 'chat man.–søn. kl. 9–17, telefon på {phoneNumber} man.–fre. kl. 9–17',
    contactTimesChat: 'chat man.–søn. kl. 9–17',
    callCustomerService: 'Ring til kundeservice på {phoneNumber}',
  },
} satisfies Translation

export default da
