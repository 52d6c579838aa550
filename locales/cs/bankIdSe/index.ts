import type { NamespaceBankIdSeTranslation } from '../../i18n-types.ts'

const cs_bankIdSe = {
  title: 'Ověřte se přes Mobile BankID',
  intro:
    'Potvrďte přes Mobile BankID, že jste to vy. Otevřete aplikaci v tomto zařízení nebo naskenujte QR kód aplikací BankID v jiném zařízení.',
  thisDevice: 'Otevřít BankID v tomto zařízení',
  otherDevice: 'Použít BankID v jiném zařízení',
  noBankId: 'Nemáte Mobile BankID?',
  openTitle: 'Otevřete BankID',
  openApp: 'Otevřít aplikaci BankID',
  qrTitle: 'Naskenujte QR kód',
  qrInstructions: 'Otevřete aplikaci BankID ve svém druhém zařízení, klepněte na ikonu QR kódu a naskenujte tento kód.',
  qrLabel: 'QR kód pro BankID. Naskenujte ho aplikací BankID ve svém druhém zařízení.',
  continueTitle: 'Pokračujte v aplikaci BankID',
  finishTitle: 'Dokončete ověření',
  failedTitle: 'Ověření se nepodařilo',
  tryAgain: 'Zkusit znovu',
  startFailed: 'BankID se nepodařilo spustit. Zkuste to znovu.',
  hints: {
    rfa1: 'Spusťte aplikaci BankID.',
    rfa3: 'Akce byla zrušena. Zkuste to znovu.',
    rfa6: 'Akce byla zrušena.',
    rfa8: 'Aplikace BankID neodpovídá. Zkontrolujte, že je spuštěná a že máte připojení k internetu. Pokud nemáte platné BankID, můžete si ho zřídit u své banky. Zkuste to znovu.',
    rfa9: 'Zadejte v aplikaci BankID svůj bezpečnostní kód a zvolte „Identify“.',
    rfa13: 'Pokoušíme se spustit aplikaci BankID.',
    rfa15:
      'Hledáme BankID, může to chvíli trvat… Pokud už uplynulo několik sekund a BankID se stále nenašlo, pravděpodobně v tomto zařízení nemáte BankID, které by šlo pro toto ověření použít. Pokud BankID nemáte, můžete si ho zřídit u své banky.',
    rfa16:
      'BankID, které se pokoušíte použít, je zablokované nebo příliš staré. Použijte jiné BankID nebo si u své banky zřiďte nové.',
    rfa17:
      'Aplikaci BankID se ve vašem počítači ani mobilním zařízení nepodařilo najít. Nainstalujte si ji a u své banky si zřiďte BankID. Aplikaci nainstalujete z obchodu s aplikacemi nebo z https://install.bankid.com.',
    rfa21: 'Probíhá ověření.',
    rfa22: 'Neznámá chyba. Zkuste to znovu.',
  },
  failure: {
    unattainable: {
      title: 'Nepodařilo se spojit s BankID',
      description: 'BankID momentálně neodpovídá. Dokončete nákup jiným způsobem.',
      button: 'Zpět k výběru metody',
    },
    tooManyAttempts: {
      title: 'Příliš mnoho pokusů',
      description: 'BankID jste zkusili použít příliš mnohokrát. Dokončete nákup jiným způsobem.',
      button: 'Zpět k výběru metody',
    },
    sessionTimeout: {
      title: 'Jejda, vypršel čas',
      description: 'Ověření přes BankID trvalo příliš dlouho. Zkuste to znovu nebo zvolte jiný způsob.',
      button: 'Zpět k výběru metody',
    },
    userInteraction: {
      title: 'Ověření bylo zrušeno',
      description: 'Ověřte se přes Mobile BankID nebo zvolte jiný způsob.',
      button: 'Zpět k výběru metody',
    },
    userNotTrusted: {
      title: 'Přes BankID se vás nepodařilo ověřit',
      description: 'Ověřte se přes Mobile BankID nebo zvolte jiný způsob.',
      button: 'Zpět k výběru metody',
    },
    bankIdIssue: {
      title: 'BankID teď nefunguje',
      description: 'S BankID je momentálně problém. Zkuste to později nebo zvolte jiný způsob.',
      button: 'Zpět k výběru metody',
    },
  },
  cancel: {
    title: 'Přerušit ověření přes BankID?',
    warning: 'Pokud to teď přerušíte, váš nákup nebude schválen.',
  },
} satisfies NamespaceBankIdSeTranslation

export default cs_bankIdSe
