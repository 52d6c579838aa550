import type { NamespaceBankLoginTranslation } from '../../i18n-types.ts'

const sk_bankLogin = {
  start: {
    title: 'Prihláste sa do svojej banky',
    lead: 'Prihláste sa do svojej banky, aby sme mohli overiť vašu totožnosť.',
    noSave: 'Vaše prihlasovacie údaje neukladáme.',
    encrypted: 'Buďte pokojní. Vaše údaje sú šifrované a chránené.',
    suggested: 'Prihlásite sa do banky {bankName}.',
    consent:
      'Pokračovaním nám povoľujete prístup k informáciám o vašom účte vo vašej banke najviac na 90 dní, aby sme mohli overiť vašu totožnosť.',
    consentMore:
      'Čítame vaše meno, adresu, dátum narodenia a údaje o vašom účte a porovnávame ich s údajmi, ktoré ste nám poskytli. Nepresúvame žiadne peniaze a vaše prihlasovacie údaje nikomu neposkytujeme.',
    consentUk: 'Čítame len transakcie najviac za posledných 90 dní.',
    why: 'Prečo sa pýtame?',
  },
  why: {
    title: 'Prečo vás žiadame o prihlásenie do banky?',
    body: 'Vaša banka už vie, kto ste. Prihlásenie do nej je rýchly a bezpečný spôsob, ako potvrdiť vašu totožnosť bez posielania dokladov či fotografií.',
    safety:
      'Prihlasujete sa cez zabezpečené, šifrované pripojenie. Vaše heslo ani PIN nikdy nevidíme ani neukladáme a z vášho účtu nemôžeme vykonávať platby.',
  },
  selection: {
    title: 'Nájdite svoju banku',
    country: 'Krajina',
    search: 'Názov banky, IBAN alebo BIC',
    searchHint: 'Napríklad Deutsche Bank, DEUTDEBBXXX alebo váš IBAN.',
    minChars: 'Zadajte aspoň tri znaky',
    searching: 'Vyhľadávame…',
    results:
      '{{|Našla sa||Našli sa|Našlo sa|Našlo sa}} {count|int} {{|banka||banky|banky|bánk}}. Vyberte banku šípkami.',
    noResults: 'Nenašli sme žiadnu banku. Skontrolujte pravopis alebo skúste BIC či váš IBAN.',
    ibanTyping: 'IBAN z tejto krajiny má {expected|int} znakov. Zadali ste {length|int}.',
    ibanLength: 'IBAN z tejto krajiny má {expected|int} znakov. Skontrolujte ho.',
    ibanChecksum: 'Tento IBAN nie je platný. Skontrolujte, či v ňom nie sú preklepy.',
    ibanCountry: 'S bankami z krajiny tohto IBAN sa nemôžeme spojiť.',
    countryChanged: 'Banky z krajiny: {country}.',
    searchFailed: 'Banky teraz nemôžeme vyhľadať. Skúste to znova.',
    tryAgain: 'Hľadať znova',
    notListed: 'Moja banka v zozname nie je',
    connecting: 'Pripájame sa k banke {bankName}…',
    selectFailed: 'K banke {bankName} sa nepodarilo pripojiť. Skúste to znova alebo vyberte inú banku.',
    startFailed: 'Prihlásenie do banky sa nepodarilo spustiť. Skúste to znova.',
  },
  countries: {
    DE: 'Nemecko',
    AT: 'Rakúsko',
    BE: 'Belgicko',
    IT: 'Taliansko',
    NL: 'Holandsko',
    PL: 'Poľsko',
    ES: 'Španielsko',
    SE: 'Švédsko',
    CH: 'Švajčiarsko',
    GB: 'Spojené kráľovstvo',
  },
  creds: {
    title: 'Prihlásenie do banky {selectedBank}',
    lead: 'Použite údaje, ktorými sa prihlasujete do internetového bankovníctva banky {selectedBank}.',
    fields: {
      userId: 'Používateľské ID',
      username: 'Používateľské meno',
      customerNumber: 'Číslo klienta',
      contractNumber: 'Číslo zmluvy',
      pin: 'PIN kód',
      password: 'Heslo',
    },
    required: 'Vyplňte toto pole.',
    submit: 'Prihlásiť sa',
    wrong: 'Tieto prihlasovacie údaje nie sú správne. Skontrolujte ich a skúste to znova.',
    attemptsLeft: '{{|Zostáva||Zostávajú|Zostáva|Zostáva}} {count|int} {{|pokus||pokusy|pokusu|pokusov}}.',
    blocked: 'Vaša banka po príliš mnohých pokusoch zablokovala prihlásenie. Vyberte inú banku alebo iný spôsob.',
    failed: 'Prihlásenie sa nepodarilo. Skúste to znova.',
    dismissed: 'Prihlásenie nebolo schválené v aplikácii vašej banky. Prihláste sa znova.',
  },
  code: {
    title: 'Zadajte kód od svojej banky',
    lead: 'Banka {selectedBank} vám poslala jednorazový kód v SMS alebo v aplikácii.',
    label: 'Kód od banky',
    verifying: 'Overujeme kód…',
    wrong: 'Tento kód nie je správny. Skúste to znova.',
    failed: 'Kód sa nepodarilo overiť. Skúste to znova.',
  },
  app: {
    title: 'Schváľte v aplikácii svojej banky',
    lead: 'Otvorte v telefóne aplikáciu banky {selectedBank} a schváľte v nej prihlásenie.',
    waiting: 'Čakáme na vaše schválenie…',
    estimate: 'Zvyčajne to trvá menej ako minútu.',
  },
  verify: {
    title: 'Overujeme vašu totožnosť',
    lead: 'Kontrolujeme vaše údaje v banke: {selectedBank}.',
    estimate: 'Zvyčajne to trvá len pár sekúnd.',
    readingAccount: 'Načítavame údaje vášho účtu…',
  },
  report: {
    title: 'Povedzte nám o svojej banke',
    lead: 'Neustále pridávame nové banky. Napíšte nám, akú banku používate, a zistíme, či ju môžeme pridať.',
    label: 'Názov vašej banky',
    required: 'Zadajte názov svojej banky.',
    send: 'Odoslať',
    failed: 'Nepodporovanú banku sa nepodarilo nahlásiť. Skúste to znova.',
  },
  reported: {
    title: 'Ďakujeme!',
    body: 'Zaznamenali sme, že chcete používať banku {bankName}. Zatiaľ vyberte inú banku alebo iný spôsob overenia.',
  },
  otherBank: 'Vybrať inú banku',
  yourBank: 'vaša banka',
  failure: {
    userMismatch: {
      title: 'Majiteľ účtu nesúhlasí',
      description:
        'Bankový účet, do ktorého ste sa prihlásili, patrí niekomu inému. Prihláste sa do svojho vlastného účtu.',
      button: 'Späť na výber',
    },
    insufficientInfo: {
      title: 'Vaša banka neposkytla dostatok informácií',
      description:
        'S údajmi, ktoré poskytla vaša banka, sme nemohli overiť vašu totožnosť. Skúste inú banku alebo iný spôsob platby.',
      button: 'Späť na výber',
    },
    incompleteVerification: {
      title: 'Prihlásenie do banky nebolo dokončené',
      description:
        'Od vašej banky sme nedostali všetko, čo potrebujeme. Vráťte sa do pokladne a začnite znova, alebo si vyberte iný spôsob platby.',
      button: 'Späť do pokladne',
    },
    technicalIssue: {
      title: 'Nepodarilo sa spojiť s vašou bankou',
      description:
        'Pri pripájaní k banke sa niečo pokazilo (banka: {bankName}). Skúste to neskôr alebo si vyberte iný spôsob platby.',
      button: 'Späť do pokladne',
    },
    sessionTimeout: {
      title: 'Ups, čas vypršal',
      description:
        'Prihlásenie do banky trvalo príliš dlho. Vráťte sa do pokladne a skúste to znova, alebo si vyberte iný spôsob.',
      button: 'Späť do pokladne',
    },
  },
  cancel: {
    title: 'Prerušiť prihlásenie do banky?',
    warning: 'Ak ho teraz prerušíte, váš nákup nebude schválený.',
  },
} satisfies NamespaceBankLoginTranslation

export default sk_bankLogin
