import type { NamespaceBankIdSeTranslation } from '../../i18n-types.ts'

const sk_bankIdSe = {
  failure: {
    unattainable: {
      title: 'BankID sa nepodarilo kontaktovať',
      description: 'BankID momentálne neodpovedá. Dokončite nákup iným spôsobom.',
      button: 'Späť na výber',
    },
    tooManyAttempts: {
      title: 'Príliš veľa pokusov',
      description: 'BankID ste skúsili použiť príliš veľakrát. Dokončite nákup iným spôsobom.',
      button: 'Späť na výber',
    },
    sessionTimeout: {
      title: 'Ups, čas vypršal',
      description: 'Overenie cez BankID trvalo príliš dlho. Skúste to znova alebo si vyberte iný spôsob.',
      button: 'Skúsiť znova',
    },
    userInteraction: {
      title: 'Overenie bolo zrušené',
      description: 'Overte sa cez Mobile BankID alebo si vyberte iný spôsob.',
      button: 'Späť na výber',
    },
    userNotTrusted: {
      title: 'Cez BankID sa vás nepodarilo overiť',
      description: 'Overte sa cez Mobile BankID alebo si vyberte iný spôsob.',
      button: 'Späť na výber',
    },
    bankIdIssue: {
      title: 'BankID momentálne nefunguje',
      description: 'V službe BankID je momentálne problém. Skúste to neskôr alebo si vyberte iný spôsob.',
      button: 'Späť na výber',
    },
  },
  cancel: {
    title: 'Prerušiť overenie cez BankID?',
    warning: 'Ak ho teraz prerušíte, váš nákup nebude schválený.',
  },
} satisfies NamespaceBankIdSeTranslation

export default sk_bankIdSe
