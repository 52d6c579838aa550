import type { NamespaceBankIdSeTranslation } from '../../i18n-types.ts'

const sk_bankIdSe = {
  title: 'Overte sa cez Mobile BankID',
  intro:
    'Potvrďte cez Mobile BankID, že ste to vy. Otvorte aplikáciu v tomto zariadení alebo naskenujte QR kód aplikáciou BankID v inom zariadení.',
  thisDevice: 'Otvoriť BankID v tomto zariadení',
  otherDevice: 'Použiť BankID v inom zariadení',
  noBankId: 'Nemáte Mobile BankID?',
  openTitle: 'Otvorte BankID',
  openApp: 'Otvoriť aplikáciu BankID',
  qrTitle: 'Naskenujte QR kód',
  qrInstructions:
    'Otvorte aplikáciu BankID vo svojom druhom zariadení, ťuknite na ikonu QR kódu a naskenujte tento kód.',
  qrLabel: 'QR kód pre BankID. Naskenujte ho aplikáciou BankID vo svojom druhom zariadení.',
  continueTitle: 'Pokračujte v aplikácii BankID',
  finishTitle: 'Dokončite overenie',
  failedTitle: 'Overenie sa nepodarilo',
  tryAgain: 'Skúsiť znova',
  startFailed: 'BankID sa nepodarilo spustiť. Skúste to znova.',
  hints: {
    rfa1: 'Spustite aplikáciu BankID.',
    rfa3: 'Akcia bola zrušená. Skúste to znova.',
    rfa6: 'Akcia bola zrušená.',
    rfa8: 'Aplikácia BankID neodpovedá. Skontrolujte, či je spustená a či máte prístup na internet. Ak nemáte platné BankID, môžete si ho zriadiť vo svojej banke. Skúste to znova.',
    rfa9: 'Zadajte v aplikácii BankID svoj bezpečnostný kód a vyberte „Identify“.',
    rfa13: 'Pokúšame sa spustiť aplikáciu BankID.',
    rfa15:
      'Hľadáme BankID, môže to chvíľu trvať… Ak už uplynulo niekoľko sekúnd a BankID sa stále nenašlo, v tomto zariadení pravdepodobne nemáte BankID, ktoré by sa dalo použiť na toto overenie. Ak BankID nemáte, môžete si ho zriadiť vo svojej banke.',
    rfa16:
      'BankID, ktoré sa pokúšate použiť, je zablokované alebo príliš staré. Použite iné BankID alebo si vo svojej banke zriaďte nové.',
    rfa17:
      'Aplikáciu BankID sa vo vašom počítači ani mobilnom zariadení nepodarilo nájsť. Nainštalujte si ju a vo svojej banke si zriaďte BankID. Aplikáciu si nainštalujete z obchodu s aplikáciami alebo z https://install.bankid.com.',
    rfa21: 'Prebieha overenie.',
    rfa22: 'Neznáma chyba. Skúste to znova.',
  },
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
      button: 'Späť na výber',
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
