import type { NamespaceBankIdNoTranslation } from '../../i18n-types.ts'

const sk_bankIdNo = {
  title: 'Overte sa cez BankID',
  signTitle: 'Podpíšte cez BankID',
  intro: 'Vyberte, ako BankID používate. Overíte sa vo vlastnom okne BankID.',
  signIntro: 'Vyberte, ako BankID používate. Podpíšete vo vlastnom okne BankID.',
  methods: 'Ako BankID používate?',
  app: 'Aplikácia BankID',
  appHint: 'Potvrďte v aplikácii v telefóne',
  codeDevice: 'Generátor kódov a heslo',
  codeDeviceHint: 'Použite kód z generátora a svoje osobné heslo',
  noBankId: 'Nemáte BankID?',
  estimate: 'Zvyčajne to trvá asi minútu.',
  review: {
    title: 'Skontrolujte, čo podpisujete',
    lead: 'Prečítajte si text. V ďalšom kroku ho podpíšete cez BankID.',
    label: 'Text na podpis',
    loading: 'Načítava sa text…',
    failed: 'Text na podpis sa nepodarilo načítať. Skúste to znova.',
    continue: 'Pokračovať',
  },
  failure: {
    sessionTimeout: {
      title: 'Ups, čas vypršal',
      description:
        'Overenie cez BankID trvalo príliš dlho. Vráťte sa do pokladne a skúste to znova s aplikáciou BankID alebo s generátorom kódov.',
      button: 'Späť do pokladne',
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
      description:
        'Osoba, ktorá sa overila cez BankID, nezodpovedá údajom zadaným v pokladni. Overte sa pomocou vlastného BankID.',
      button: 'Späť do pokladne',
    },
  },
  cancel: {
    title: 'Prerušiť overenie cez BankID?',
    warning: 'Ak ho teraz prerušíte, váš nákup nebude schválený.',
  },
} satisfies NamespaceBankIdNoTranslation

export default sk_bankIdNo
