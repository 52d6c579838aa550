import type { NamespaceBankIdNoTranslation } from '../../i18n-types.ts'

const sk_bankIdNo = {
  failure: {
    sessionTimeout: {
      title: 'Ups, čas vypršal',
      description: 'Overenie cez BankID trvalo príliš dlho. Skúste to znova pomocou generátora kódov alebo BankID v mobile.',
      button: 'Skúsiť znova',
    },
    userInteraction: {
      title: 'Overenie bolo zrušené',
      description: 'Overenie cez BankID ste prerušili. Skúste to znova alebo si vyberte iný spôsob platby.',
      button: 'Späť do pokladne',
    },
    technicalIssue: {
      title: 'BankID momentálne nefunguje',
      description: 'V službe BankID sa niečo pokazilo. Skúste to neskôr alebo si vyberte iný spôsob platby.',
      button: 'Späť do pokladne',
    },
    userMismatch: {
      title: 'Údaje sa nezhodujú',
      description: 'Osoba, ktorá sa overila cez BankID, nezodpovedá údajom zadaným v pokladni. Overte sa pomocou vlastného BankID.',
      button: 'Späť do pokladne',
    },
  },
  cancel: {
    title: 'Prerušiť overenie cez BankID?',
    warning: 'Ak ho teraz prerušíte, váš nákup nebude schválený.',
  },
} satisfies NamespaceBankIdNoTranslation

export default sk_bankIdNo
