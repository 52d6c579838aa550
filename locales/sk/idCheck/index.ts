import type { NamespaceIdCheckTranslation } from '../../i18n-types.ts'

const sk_idCheck = {
  document: {
    title: 'Overte svoj doklad totožnosti',
    lead: 'Pred nákupom musíme overiť jeden z vašich dokladov totožnosti. Zvyčajne to trvá menej ako 2 minúty a stačí to urobiť raz.',
    secondTitle: 'Pridajte ešte jeden doklad',
    secondLead: 'Na záver potrebujeme ešte jeden doklad totožnosti, iného druhu ako ten, ktorý ste práve overili.',
    typeLegend: 'Ktorý doklad chcete použiť?',
    types: {
      driverLicence: 'Vodičský preukaz',
      passport: 'Cestovný pas',
      medicare: 'Karta Medicare',
    },
    submit: 'Overiť doklad',
    rejected:
      'Tento doklad sa nám nepodarilo overiť. Skontrolujte, či sú všetky údaje zadané presne tak, ako sú na doklade, alebo vyberte iný doklad.',
    attemptsLeft: 'Máte ešte {count|int} {{|pokus||pokusy|pokusu|pokusov}}.',
    sendFailed: 'Vaše údaje sa nepodarilo odoslať. Skúste to, prosím, znova.',
  },
  fields: {
    state: {
      label: 'Štát alebo teritórium vydania',
      choose: 'Vyberte štát alebo teritórium',
      required: 'Vyberte štát alebo teritórium, ktoré vydalo váš vodičský preukaz',
    },
    licenceNumber: {
      label: 'Číslo vodičského preukazu',
      hint: 'Tak, ako je uvedené na vašom vodičskom preukaze',
      hintFormat: 'Tak, ako je uvedené na vašom vodičskom preukaze: {format}',
      required: 'Zadajte číslo svojho vodičského preukazu',
      format: 'Čísla vodičských preukazov z {state} majú {format}',
    },
    cardNumber: {
      label: 'Číslo karty',
      hint: 'Mení sa s každou novou kartou vodičského preukazu',
      hintFront: 'Na prednej strane karty vodičského preukazu: {format}',
      hintBack: 'Na zadnej strane karty vodičského preukazu: {format}',
      hintEither: 'Na prednej alebo zadnej strane karty vodičského preukazu: {format}',
      required: 'Zadajte číslo karty svojho vodičského preukazu',
      format: 'Čísla kariet vodičských preukazov z {state} majú {format}',
    },
    nzLicenceNumber: {
      hint: 'Dve písmená a šesť číslic (5a na vodičskom preukaze), napríklad AB123456',
      format: 'Zadajte dve písmená a šesť číslic, napríklad AB123456',
    },
    version: {
      label: 'Číslo verzie',
      hint: 'Tri číslice (5b na vodičskom preukaze). Mení sa s každým novým preukazom',
      required: 'Zadajte číslo verzie svojho vodičského preukazu',
      format: 'Zadajte tri číslice verzie, napríklad 123',
    },
    country: {
      label: 'Krajina vydania',
      required: 'Vyberte krajinu, ktorá vydala váš cestovný pas',
    },
    passportNumber: {
      label: 'Číslo cestovného pasu',
      hint: 'Tak, ako je uvedené vo vašom pase',
      hintExample: 'Tak, ako je uvedené vo vašom pase, napríklad {example}',
      required: 'Zadajte číslo svojho cestovného pasu',
      format: 'Zadajte číslo pasu tak, ako je vytlačené, napríklad {example}',
      formatOther: 'Zadajte číslo pasu tak, ako je vytlačené: 5 až 9 písmen alebo číslic',
    },
    medicareNumber: {
      label: 'Číslo karty Medicare',
      hint: '10 číslic na vašej karte, napríklad 2123\u00a045670\u00a01',
      required: 'Zadajte číslo svojej karty Medicare',
      digits: 'Používajte iba číslice',
      tenDigits: 'Číslo karty Medicare má 10 číslic',
      invalid: 'Toto nie je platné číslo karty Medicare. Skontrolujte 10 číslic na svojej karte',
    },
    referenceNumber: {
      label: 'Individuálne referenčné číslo',
      hint: 'Číslo vedľa vášho mena na karte, od 1 do 9',
      required: 'Zadajte svoje individuálne referenčné číslo',
      format: 'Zadajte jednu číslicu vedľa svojho mena, od 1 do 9',
    },
    colour: {
      label: 'Farba karty',
      green: 'Zelená',
      blue: 'Modrá',
      yellow: 'Žltá',
      required: 'Vyberte farbu svojej karty',
    },
    validTo: {
      label: 'Platná do',
      hint: 'Tak, ako je uvedené na vašej karte',
      hintGreen: 'Tak, ako je uvedené na vašej karte: MM/RRRR, napríklad 03/2029',
      hintOther: 'Tak, ako je uvedené na vašej karte: DD/MM/RR, napríklad 31/05/27',
      required: 'Zadajte dátum, do ktorého je vaša karta platná',
      formatGreen: 'Zadajte dátum tak, ako je na zelenej karte: MM/RRRR',
      formatOther: 'Zadajte dátum tak, ako je na vašej karte: DD/MM/RR',
      invalidDate: 'Zadajte dátum, ktorý existuje',
      expired: 'Platnosť tejto karty uplynula. Použite platnú kartu alebo vyberte iný doklad',
      tooFar: 'Skontrolujte rok: je príliš ďaleko v budúcnosti',
    },
    nameOnCard: {
      label: 'Meno na karte',
      hint: 'Presne tak, ako je uvedené na vašej karte, vrátane iniciál',
      required: 'Zadajte svoje meno tak, ako je uvedené na vašej karte',
      tooLong: 'Meno na karte Medicare má najviac {max|int} znakov. Zadajte ho tak, ako je vytlačené',
    },
    firstName: {
      label: 'Meno',
      required: 'Zadajte svoje meno',
    },
    middleName: {
      label: 'Druhé meno (nepovinné)',
      hint: 'Iba ak je uvedené na vašom doklade',
    },
    lastName: {
      label: 'Priezvisko',
      required: 'Zadajte svoje priezvisko',
    },
    namesHint: 'Tak, ako je uvedené na vašom doklade',
    characters: 'Používajte iba písmená, medzery, spojovníky a apostrofy',
    tooLong: 'Použite najviac {max|int} znakov',
    rejected: 'Skontrolujte tento údaj: nezhoduje sa s dokladom',
  },
  formats: {
    digits: '{count|int} číslic',
    digitsUpTo: 'až {max|int} číslic',
    digitsRange: '{min|int} až {max|int} číslic',
    characters: '{count|int} písmen alebo číslic',
    charactersUpTo: 'až {max|int} písmen alebo číslic',
    charactersRange: '{min|int} až {max|int} písmen alebo číslic',
  },
  loading: {
    title: 'Kontrolujeme váš doklad',
    estimate: 'Zvyčajne to trvá niekoľko sekúnd.',
  },
  verified: {
    title: 'Ďakujeme!',
    body: 'Váš doklad totožnosti bol overený.',
    next: 'Na záver potrebujeme ešte jeden doklad totožnosti iného druhu.',
  },
  failure: {
    technicalIssue: {
      title: 'Váš doklad teraz nemôžeme skontrolovať',
      description: 'Na našej strane sa niečo pokazilo. Skúste to neskôr alebo si vyberte iný spôsob platby.',
      button: 'Späť do pokladne',
      customerService: 'zákaznícku podporu',
    },
    sessionTimeout: {
      title: 'Ups, čas vypršal',
      description: 'Kontrola dokladu trvala príliš dlho. Vráťte sa do pokladne a skúste to znova.',
      button: 'Späť do pokladne',
    },
    verify: {
      title: 'Váš doklad sa nepodarilo overiť',
      description:
        'Zadané údaje sa nezhodujú so záznamami k tomuto dokladu. Vráťte sa do pokladne a skúste to znova, alebo zvoľte iný spôsob platby.',
      button: 'Späť do pokladne',
      customerService: 'zákaznícku podporu',
    },
    invalidAddress: {
      title: 'Vašu adresu sa nepodarilo overiť',
      description: 'Zadaná adresa sa nezhoduje s našimi záznamami. Skontrolujte ju a skúste to znova.',
      button: 'Zmeniť adresu',
      customerService: 'zákaznícku podporu',
    },
    userNotFound: {
      title: 'Vaše údaje sme nenašli',
      description:
        'Nenašli sme záznam, ktorý by zodpovedal vášmu menu a adrese. Skontrolujte adresu a skúste to znova.',
      button: 'Zmeniť adresu',
      customerService: 'zákaznícku podporu',
    },
  },
  customerServiceUrl: 'https://www.provider.com/{market}/customer-service/',
  cancel: {
    title: 'Prerušiť overenie dokladu?',
    warning: 'Ak ho teraz prerušíte, váš nákup nebude schválený.',
  },
} satisfies NamespaceIdCheckTranslation

export default sk_idCheck
