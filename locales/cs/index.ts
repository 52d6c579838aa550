import type { Translation } from '../i18n-types.ts'

const cs = {
  common: {
    close: 'Zavřít',
    goBack: 'Zpět',
    continue: 'Pokračovat',
    tryAgain: 'Zkusit znovu',
    loading: 'Načítání…',
    ok: 'OK',
    gotIt: 'Rozumím',
    goBackToCheckout: 'Zpět k pokladně',
    backToSelection: 'Zpět k výběru metody',
    changeAddress: 'Změnit adresu',
    agreeAndContinue: 'Souhlasit a pokračovat',
    noThanks: 'Ne, děkuji',
    showMore: 'Zobrazit více',
    showLess: 'Zobrazit méně',
    opensInNewWindow: '(otevře se v novém okně)',
    privacyPolicy: 'Zásady ochrany osobních údajů',
  },
  dialog: {
    closeLabel: 'Zavřít',
    backLabel: 'Zpět',
    logoLabel: 'Bezpečné ověření totožnosti',
  },
  cancel: {
    title: 'Chystáte se ukončit ověření',
    warning: 'Pokud ho teď ukončíte, váš nákup nebude schválen.',
    warningMerchant: 'Pokud ho teď ukončíte, vaše objednávka v obchodě {merchant} nebude dokončena.',
    warningSignup: 'Pokud ho teď ukončíte, nebudeme moci dokončit založení vašeho účtu.',
    warningPhoneReset: 'Pokud ho teď ukončíte, vaše telefonní číslo se nezmění.',
    return: 'Pokračovat v ověření',
    end: 'Ukončit ověření',
  },
  consent: {
    title: 'Ověřte svou totožnost',
    body: 'Stisknutím tlačítka „Pokračovat“ souhlasíte s tím, že za účelem ověření vaší totožnosti můžeme vaše osobní údaje předat externím subjektům a úvěrovým registrům, jak to vyžaduje zákon.',
    privacyPolicy: 'Přečtěte si naše zásady ochrany osobních údajů',
    privacyUrl: 'https://www.provider.com/privacy/',
    continue: 'Pokračovat',
    agree: 'Souhlasit a pokračovat',
    decline: 'Ne, děkuji',
    declineHint: 'Pokud nesouhlasíte, můžete svou totožnost ověřit jiným způsobem.',
  },
  progress: {
    title: 'Chvilku strpení',
    doNotClose: 'Nezavírejte prosím toto okno.',
  },
  network: {
    title: 'Připojení k internetu se přerušilo',
    description: 'Zkontrolujte připojení k internetu a zkuste to znovu.',
  },
  waiting: {
    reconnecting: 'Budeme to zkoušet dál, dokud nebudete znovu online.',
  },
  method: {
    another: 'Zvolit jinou metodu',
  },
  fallback: {
    title: 'Tato metoda ověření není dostupná',
    description: 'Tímto způsobem teď vaši totožnost ověřit nemůžeme. Vraťte se k pokladně a zvolte jiný způsob platby.',
    button: 'Zpět k pokladně',
  },
  success: {
    title: 'Vše je hotovo',
    lead: 'Můžete pokračovat v nákupu.',
  },
  closing: {
    title: 'Okamžik',
    lead: 'Vracíme vás zpět k pokladně.',
  },
  failure: {
    generic: {
      title: 'Nákup se nepodařilo dokončit',
      description: 'Nebojte, můžete to zkusit znovu nebo nákup dokončit jakýmkoli jiným způsobem platby.',
      button: 'Zpět k pokladně',
    },
    close: {
      title: 'Nákup se nepodařilo dokončit',
      description: 'Nebojte, můžete to zkusit znovu nebo nákup dokončit jakýmkoli jiným způsobem platby.',
      button: 'Zavřít',
    },
    sessionTimeout: {
      title: 'Jejda, vypršel čas',
      description: 'Z bezpečnostních důvodů vypršel časový limit. Vraťte se k pokladně a zkuste to znovu.',
      button: 'Zpět k pokladně',
    },
    userNotTrusted: {
      title: 'Vaši totožnost se bohužel nepodařilo ověřit',
      description: 'Pro dokončení nákupu zvolte jiný způsob platby.',
      button: 'Zpět k pokladně',
    },
    networkIssue: {
      title: 'Připojení k internetu se přerušilo',
      description: 'Zkontrolujte připojení k internetu a zkuste to znovu.',
      button: 'Zpět k pokladně',
    },
    signup: {
      title: 'Založení účtu se nepodařilo dokončit',
      description: 'Nebojte, můžete to zkusit znovu později nebo se zaregistrovat jiným způsobem.',
      button: 'Zavřít',
    },
    phoneReset: {
      title: 'Telefonní číslo se nepodařilo změnit',
      description: 'Vaše telefonní číslo zůstává beze změny. Zkuste to později.',
      button: 'Zavřít',
    },
    oneTimeCard: {
      title: 'Jednorázovou kartu se nepodařilo vytvořit',
      description: 'Zkuste jednorázovou kartu vytvořit znovu.',
      button: 'Zavřít',
    },
    inStore: {
      title: 'Hotovo! Na první nákup si jen vezměte platný doklad totožnosti s fotografií',
      description:
        'Abychom mohli ověřit vaši totožnost a ochránit váš účet, vezměte si na první nákup v kamenné prodejně platný doklad totožnosti s fotografií.',
      button: 'Pokračovat',
    },
    customerService: 'Pokud máte potíže, kontaktujte',
    contactTimes: 'chat po–ne 9–17 h, telefon {phoneNumber} po–pá 9–17 h',
    contactTimesChat: 'chat po–ne 9–17 h',
    callCustomerService: 'Zavolat zákaznické podpoře: {phoneNumber}',
  },
} satisfies Translation

export default cs
