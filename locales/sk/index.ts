import type { Translation } from '../i18n-types.ts'

const sk = {
  common: {
    close: 'Zavrieť',
    goBack: 'Späť',
    continue: 'Pokračovať',
    tryAgain: 'Skúsiť znova',
    loading: 'Načítava sa…',
    ok: 'OK',
    gotIt: 'Rozumiem',
    goBackToCheckout: 'Späť do pokladne',
    backToSelection: 'Späť na výber',
    changeAddress: 'Zmeniť adresu',
    agreeAndContinue: 'Súhlasiť a pokračovať',
    noThanks: 'Nie, ďakujem',
    showMore: 'Zobraziť viac',
    showLess: 'Zobraziť menej',
    opensInNewWindow: '(otvorí sa v novom okne)',
    privacyPolicy: 'Zásady ochrany osobných údajov',
  },
  dialog: {
    closeLabel: 'Zavrieť',
    backLabel: 'Späť',
    logoLabel: 'Bezpečné overenie totožnosti',
  },
  cancel: {
    title: 'Chystáte sa ukončiť overovanie',
    warning: 'Ak ho teraz ukončíte, váš nákup nebude schválený.',
    warningMerchant: 'Ak ho teraz ukončíte, váš nákup u obchodníka {merchant} sa nedokončí.',
    warningSignup: 'Ak ho teraz ukončíte, nebudeme môcť dokončiť vytvorenie vášho účtu.',
    warningPhoneReset: 'Ak ho teraz ukončíte, vaše telefónne číslo sa nezmení.',
    return: 'Pokračovať v overovaní',
    end: 'Ukončiť overovanie',
  },
  consent: {
    title: 'Overte svoju totožnosť',
    body: 'Stlačením tlačidla „Pokračovať“ súhlasíte s tým, že na overenie vašej totožnosti môžeme vaše osobné údaje poskytnúť externým agentúram a úverovým registrom, ako to vyžaduje zákon.',
    privacyPolicy: 'Prečítajte si naše zásady ochrany osobných údajov',
    privacyUrl: 'https://www.provider.com/privacy/',
    continue: 'Pokračovať',
    agree: 'Súhlasiť a pokračovať',
    decline: 'Nie, ďakujem',
    declineHint: 'Ak nesúhlasíte, môžete svoju totožnosť overiť iným spôsobom.',
  },
  progress: {
    title: 'Chvíľku strpenia',
    doNotClose: 'Nezatvárajte, prosím, toto okno.',
  },
  network: {
    title: 'Pripojenie k internetu sa prerušilo',
    description: 'Skontrolujte pripojenie k internetu a skúste to znova.',
  },
  waiting: {
    reconnecting: 'Budeme to skúšať ďalej, kým sa znova nepripojíte.',
  },
  method: {
    another: 'Vybrať iný spôsob',
  },
  fallback: {
    title: 'Tento spôsob overenia nie je dostupný',
    description:
      'Vašu totožnosť teraz nemôžeme overiť týmto spôsobom. Vráťte sa do pokladne a vyberte si iný spôsob platby.',
    button: 'Späť do pokladne',
  },
  success: {
    title: 'Všetko je hotové',
    lead: 'Môžete pokračovať v nákupe.',
  },
  closing: {
    title: 'Moment',
    lead: 'Vraciame vás späť do pokladne.',
  },
  failure: {
    generic: {
      title: 'Nákup sa nepodarilo dokončiť',
      description: 'Nemajte obavy, môžete to skúsiť znova alebo nákup dokončiť akýmkoľvek iným spôsobom platby.',
      button: 'Späť do pokladne',
    },
    close: {
      title: 'Nákup sa nepodarilo dokončiť',
      description: 'Nemajte obavy, môžete to skúsiť znova alebo nákup dokončiť akýmkoľvek iným spôsobom platby.',
      button: 'Zavrieť',
    },
    sessionTimeout: {
      title: 'Ups, čas vypršal',
      description: 'Vaša relácia z bezpečnostných dôvodov vypršala. Vráťte sa do pokladne a skúste to znova.',
      button: 'Späť do pokladne',
    },
    userNotTrusted: {
      title: 'Ľutujeme, vašu totožnosť sa nepodarilo overiť',
      description: 'Na dokončenie nákupu si vyberte iný spôsob platby.',
      button: 'Späť do pokladne',
    },
    networkIssue: {
      title: 'Pripojenie k internetu sa prerušilo',
      description: 'Skontrolujte pripojenie k internetu a skúste to znova.',
      button: 'Späť do pokladne',
    },
    signup: {
      title: 'Vytvorenie účtu sa nepodarilo dokončiť',
      description: 'Nemajte obavy, môžete to skúsiť znova neskôr alebo sa zaregistrovať iným spôsobom.',
      button: 'Zavrieť',
    },
    phoneReset: {
      title: 'Telefónne číslo sa nepodarilo zmeniť',
      description: 'Vaše telefónne číslo zostáva nezmenené. Skúste to neskôr.',
      button: 'Zavrieť',
    },
    oneTimeCard: {
      title: 'Jednorazovú kartu sa nepodarilo vytvoriť',
      description: 'Skúste jednorazovú kartu vytvoriť znova.',
      button: 'Zavrieť',
    },
    inStore: {
      title: 'Hotovo! Pri prvom nákupe si len prineste platný doklad s fotografiou',
      description:
        'Aby sme mohli overiť vašu totožnosť a chrániť váš účet, prineste si pri prvom nákupe v predajni platný doklad totožnosti s fotografiou.',
      button: 'Pokračovať',
    },
    customerService: 'Ak máte problémy, kontaktujte',
    contactTimes: 'cez chat po–ne 9:00–17:00, telefonicky na čísle {phoneNumber} po–pi 9:00–17:00',
    contactTimesChat: 'cez chat po–ne 9:00–17:00',
    callCustomerService: 'Zavolať zákazníckej podpore: {phoneNumber}',
  },
} satisfies Translation

export default sk
