import type { NamespaceIdCheckTranslation } from '../../i18n-types.ts'

const cs_idCheck = {
  document: {
    title: 'Ověřte svůj doklad totožnosti',
    lead: 'Před nákupem musíme ověřit jeden z vašich dokladů totožnosti. Obvykle to trvá méně než 2 minuty a stačí to udělat jednou.',
    secondTitle: 'Přidejte ještě jeden doklad',
    secondLead: 'Na závěr potřebujeme ještě jeden doklad totožnosti, jiného druhu než ten, který jste právě ověřili.',
    typeLegend: 'Který doklad chcete použít?',
    types: {
      driverLicence: 'Řidičský průkaz',
      passport: 'Cestovní pas',
      medicare: 'Karta Medicare',
    },
    submit: 'Ověřit doklad',
    rejected:
      'Tento doklad se nám nepodařilo ověřit. Zkontrolujte, že jsou všechny údaje zadané přesně tak, jak jsou na dokladu, nebo vyberte jiný doklad.',
    attemptsLeft: 'Máte ještě {count|int} {{|pokus||pokusy|pokusu|pokusů}}.',
    sendFailed: 'Vaše údaje se nepodařilo odeslat. Zkuste to prosím znovu.',
  },
  fields: {
    state: {
      label: 'Stát nebo teritorium vydání',
      choose: 'Vyberte stát nebo teritorium',
      required: 'Vyberte stát nebo teritorium, které vydalo váš řidičský průkaz',
    },
    licenceNumber: {
      label: 'Číslo řidičského průkazu',
      hint: 'Tak, jak je uvedeno na vašem řidičském průkazu',
      hintFormat: 'Tak, jak je uvedeno na vašem řidičském průkazu: {format}',
      required: 'Zadejte číslo svého řidičského průkazu',
      format: 'Čísla řidičských průkazů z {state} mají {format}',
    },
    cardNumber: {
      label: 'Číslo karty',
      hint: 'Mění se s každou novou kartou řidičského průkazu',
      hintFront: 'Na přední straně karty řidičského průkazu: {format}',
      hintBack: 'Na zadní straně karty řidičského průkazu: {format}',
      hintEither: 'Na přední nebo zadní straně karty řidičského průkazu: {format}',
      required: 'Zadejte číslo karty svého řidičského průkazu',
      format: 'Čísla karet řidičských průkazů z {state} mají {format}',
    },
    nzLicenceNumber: {
      hint: 'Dvě písmena a šest číslic (5a na řidičském průkazu), například AB123456',
      format: 'Zadejte dvě písmena a šest číslic, například AB123456',
    },
    version: {
      label: 'Číslo verze',
      hint: 'Tři číslice (5b na řidičském průkazu). Mění se s každým novým průkazem',
      required: 'Zadejte číslo verze svého řidičského průkazu',
      format: 'Zadejte tři číslice verze, například 123',
    },
    country: {
      label: 'Země vydání',
      required: 'Vyberte zemi, která vydala váš cestovní pas',
    },
    passportNumber: {
      label: 'Číslo cestovního pasu',
      hint: 'Tak, jak je uvedeno ve vašem pasu',
      hintExample: 'Tak, jak je uvedeno ve vašem pasu, například {example}',
      required: 'Zadejte číslo svého cestovního pasu',
      format: 'Zadejte číslo pasu tak, jak je vytištěno, například {example}',
      formatOther: 'Zadejte číslo pasu tak, jak je vytištěno: 5 až 9 písmen nebo číslic',
    },
    medicareNumber: {
      label: 'Číslo karty Medicare',
      hint: '10 číslic na vaší kartě, například 2123\u00a045670\u00a01',
      required: 'Zadejte číslo své karty Medicare',
      digits: 'Používejte jen číslice',
      tenDigits: 'Číslo karty Medicare má 10 číslic',
      invalid: 'Toto není platné číslo karty Medicare. Zkontrolujte 10 číslic na své kartě',
    },
    referenceNumber: {
      label: 'Individuální referenční číslo',
      hint: 'Číslo vedle vašeho jména na kartě, od 1 do 9',
      required: 'Zadejte své individuální referenční číslo',
      format: 'Zadejte jednu číslici vedle svého jména, od 1 do 9',
    },
    colour: {
      label: 'Barva karty',
      green: 'Zelená',
      blue: 'Modrá',
      yellow: 'Žlutá',
      required: 'Vyberte barvu své karty',
    },
    validTo: {
      label: 'Platná do',
      hint: 'Tak, jak je uvedeno na vaší kartě',
      hintGreen: 'Tak, jak je uvedeno na vaší kartě: MM/RRRR, například 03/2029',
      hintOther: 'Tak, jak je uvedeno na vaší kartě: DD/MM/RR, například 31/05/27',
      required: 'Zadejte datum, do kdy je vaše karta platná',
      formatGreen: 'Zadejte datum tak, jak je na zelené kartě: MM/RRRR',
      formatOther: 'Zadejte datum tak, jak je na vaší kartě: DD/MM/RR',
      invalidDate: 'Zadejte datum, které existuje',
      expired: 'Platnost této karty vypršela. Použijte platnou kartu nebo vyberte jiný doklad',
      tooFar: 'Zkontrolujte rok: je příliš daleko v budoucnosti',
    },
    nameOnCard: {
      label: 'Jméno na kartě',
      hint: 'Přesně tak, jak je uvedeno na vaší kartě, včetně iniciál',
      required: 'Zadejte své jméno tak, jak je uvedeno na vaší kartě',
      tooLong: 'Jméno na kartě Medicare má nejvýše {max|int} znaků. Zadejte ho tak, jak je vytištěno',
    },
    firstName: {
      label: 'Jméno',
      required: 'Zadejte své jméno',
    },
    middleName: {
      label: 'Druhé jméno (nepovinné)',
      hint: 'Jen pokud je uvedeno na vašem dokladu',
    },
    lastName: {
      label: 'Příjmení',
      required: 'Zadejte své příjmení',
    },
    namesHint: 'Tak, jak je uvedeno na vašem dokladu',
    characters: 'Používejte jen písmena, mezery, spojovníky a apostrofy',
    tooLong: 'Použijte nejvýše {max|int} znaků',
    rejected: 'Zkontrolujte tento údaj: neodpovídá dokladu',
  },
  formats: {
    digits: '{count|int} číslic',
    digitsUpTo: 'až {max|int} číslic',
    digitsRange: '{min|int} až {max|int} číslic',
    characters: '{count|int} písmen nebo číslic',
    charactersUpTo: 'až {max|int} písmen nebo číslic',
    charactersRange: '{min|int} až {max|int} písmen nebo číslic',
  },
  loading: {
    title: 'Kontrolujeme váš doklad',
    estimate: 'Obvykle to trvá několik sekund.',
  },
  verified: {
    title: 'Děkujeme!',
    body: 'Váš doklad totožnosti byl ověřen.',
    next: 'Na závěr potřebujeme ještě jeden doklad totožnosti jiného druhu.',
  },
  failure: {
    technicalIssue: {
      title: 'Váš doklad teď nemůžeme zkontrolovat',
      description: 'Na naší straně se něco pokazilo. Zkuste to později nebo zvolte jiný způsob platby.',
      button: 'Zpět k pokladně',
      customerService: 'zákaznickou podporu',
    },
    sessionTimeout: {
      title: 'Jejda, vypršel čas',
      description: 'Kontrola dokladu trvala příliš dlouho. Vraťte se k pokladně a zkuste to znovu.',
      button: 'Zpět k pokladně',
    },
    verify: {
      title: 'Váš doklad se nepodařilo ověřit',
      description:
        'Zadané údaje neodpovídají záznamům k tomuto dokladu. Vraťte se k pokladně a zkuste to znovu, nebo zvolte jiný způsob platby.',
      button: 'Zpět k pokladně',
      customerService: 'zákaznickou podporu',
    },
    invalidAddress: {
      title: 'Vaši adresu se nepodařilo ověřit',
      description: 'Zadaná adresa neodpovídá našim záznamům. Zkontrolujte ji a zkuste to znovu.',
      button: 'Změnit adresu',
      customerService: 'zákaznickou podporu',
    },
    userNotFound: {
      title: 'Vaše údaje jsme nenašli',
      description:
        'Nenašli jsme záznam, který by odpovídal vašemu jménu a adrese. Zkontrolujte adresu a zkuste to znovu.',
      button: 'Změnit adresu',
      customerService: 'zákaznickou podporu',
    },
  },
  customerServiceUrl: 'https://www.provider.com/{market}/customer-service/',
  cancel: {
    title: 'Přerušit ověření dokladu?',
    warning: 'Pokud to teď přerušíte, váš nákup nebude schválen.',
  },
} satisfies NamespaceIdCheckTranslation

export default cs_idCheck
