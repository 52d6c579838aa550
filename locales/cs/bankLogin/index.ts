import type { NamespaceBankLoginTranslation } from '../../i18n-types.ts'

const cs_bankLogin = {
  start: {
    title: 'Přihlaste se do své banky',
    lead: 'Přihlaste se do své banky, abychom mohli ověřit vaši totožnost.',
    noSave: 'Vaše přihlašovací údaje neukládáme.',
    encrypted: 'Buďte v klidu. Vaše data jsou šifrovaná a chráněná.',
    suggested: 'Přihlásíte se do banky {bankName}.',
    consent:
      'Pokračováním nám povolujete přístup k informacím o vašem účtu u vaší banky po dobu nejvýše 90 dnů, abychom mohli ověřit vaši totožnost.',
    consentMore:
      'Čteme vaše jméno, adresu, datum narození a údaje o vašem účtu a porovnáváme je s údaji, které jste nám poskytli. Nepřevádíme žádné peníze a vaše přihlašovací údaje nikomu nesdělujeme.',
    consentUk: 'Čteme pouze transakce nejvýše za posledních 90 dnů.',
    why: 'Proč se ptáme?',
  },
  why: {
    title: 'Proč vás žádáme o přihlášení do banky?',
    body: 'Vaše banka už ví, kdo jste. Přihlášení do ní je rychlý a bezpečný způsob, jak potvrdit vaši totožnost bez zasílání dokladů nebo fotografií.',
    safety:
      'Přihlašujete se přes zabezpečené, šifrované připojení. Vaše heslo ani PIN nikdy nevidíme ani neukládáme a z vašeho účtu nemůžeme provádět platby.',
  },
  selection: {
    title: 'Najděte svou banku',
    country: 'Země',
    search: 'Název banky, IBAN nebo BIC',
    searchHint: 'Například Deutsche Bank, DEUTDEBBXXX nebo váš IBAN.',
    minChars: 'Zadejte alespoň tři znaky',
    searching: 'Hledání…',
    results:
      '{{|Nalezena||Nalezeny|Nalezeno|Nalezeno}} {count|int} {{|banka||banky|banky|bank}}. Vyberte banku šipkami.',
    noResults: 'Nenašli jsme žádnou banku. Zkontrolujte pravopis nebo zkuste BIC či váš IBAN.',
    ibanTyping: 'IBAN z této země má {expected|int} znaků. Zadali jste {length|int}.',
    ibanLength: 'IBAN z této země má {expected|int} znaků. Zkontrolujte ho prosím.',
    ibanChecksum: 'Tento IBAN není platný. Zkontrolujte, zda v něm nejsou překlepy.',
    ibanCountry: 'S bankami ze země tohoto IBAN se nemůžeme spojit.',
    countryChanged: 'Banky ze země: {country}.',
    searchFailed: 'Banky teď nemůžeme vyhledat. Zkuste to znovu.',
    tryAgain: 'Hledat znovu',
    notListed: 'Moje banka v seznamu není',
    connecting: 'Připojujeme se k bance {bankName}…',
    selectFailed: 'K bance {bankName} se nepodařilo připojit. Zkuste to znovu nebo vyberte jinou banku.',
    startFailed: 'Přihlášení do banky se nepodařilo zahájit. Zkuste to znovu.',
  },
  countries: {
    DE: 'Německo',
    AT: 'Rakousko',
    BE: 'Belgie',
    IT: 'Itálie',
    NL: 'Nizozemsko',
    PL: 'Polsko',
    ES: 'Španělsko',
    SE: 'Švédsko',
    CH: 'Švýcarsko',
    GB: 'Spojené království',
  },
  creds: {
    title: 'Přihlášení do banky {selectedBank}',
    lead: 'Použijte údaje, kterými se přihlašujete do internetového bankovnictví banky {selectedBank}.',
    fields: {
      userId: 'Uživatelské ID',
      username: 'Uživatelské jméno',
      customerNumber: 'Číslo klienta',
      contractNumber: 'Číslo smlouvy',
      pin: 'PIN kód',
      password: 'Heslo',
    },
    required: 'Vyplňte toto pole.',
    submit: 'Přihlásit se',
    wrong: 'Tyto přihlašovací údaje nejsou správné. Zkontrolujte je a zkuste to znovu.',
    attemptsLeft: '{{|Zbývá||Zbývají|Zbývá|Zbývá}} {count|int} {{|pokus||pokusy|pokusu|pokusů}}.',
    blocked: 'Vaše banka po příliš mnoha pokusech zablokovala přihlášení. Vyberte jinou banku nebo jiný způsob.',
    failed: 'Přihlášení se nepodařilo. Zkuste to znovu.',
    dismissed: 'Přihlášení nebylo schváleno v aplikaci vaší banky. Přihlaste se znovu.',
  },
  code: {
    title: 'Zadejte kód od své banky',
    lead: 'Banka {selectedBank} vám poslala jednorázový kód v SMS nebo v aplikaci.',
    label: 'Kód od banky',
    verifying: 'Ověřujeme kód…',
    wrong: 'Tento kód není správný. Zkuste to znovu.',
    failed: 'Kód se nepodařilo ověřit. Zkuste to znovu.',
  },
  app: {
    title: 'Schvalte v aplikaci své banky',
    lead: 'Otevřete v telefonu aplikaci banky {selectedBank} a schvalte v ní přihlášení.',
    waiting: 'Čekáme na vaše schválení…',
    estimate: 'Obvykle to trvá méně než minutu.',
  },
  verify: {
    title: 'Ověřujeme vaši totožnost',
    lead: 'Kontrolujeme vaše údaje u banky: {selectedBank}.',
    estimate: 'Obvykle to trvá jen pár sekund.',
    readingAccount: 'Načítáme údaje vašeho účtu…',
  },
  report: {
    title: 'Dejte nám vědět o své bance',
    lead: 'Neustále přidáváme nové banky. Napište nám, jakou banku používáte, a zjistíme, zda ji můžeme přidat.',
    label: 'Název vaší banky',
    required: 'Zadejte název své banky.',
    send: 'Odeslat',
    failed: 'Nepodporovanou banku se nepodařilo nahlásit. Zkuste to znovu.',
  },
  reported: {
    title: 'Děkujeme!',
    body: 'Poznamenali jsme si, že chcete používat banku {bankName}. Zatím prosím vyberte jinou banku nebo jiný způsob ověření.',
  },
  otherBank: 'Vybrat jinou banku',
  yourBank: 'vaše banka',
  failure: {
    userMismatch: {
      title: 'Majitel účtu nesouhlasí',
      description:
        'Bankovní účet, do kterého jste se přihlásili, patří někomu jinému. Přihlaste se ke svému vlastnímu účtu.',
      button: 'Zpět k výběru metody',
    },
    insufficientInfo: {
      title: 'Vaše banka nesdílela dostatek informací',
      description:
        'S údaji, které vaše banka sdílela, jsme nemohli ověřit vaši totožnost. Zkuste jinou banku nebo jiný způsob platby.',
      button: 'Zpět k výběru metody',
    },
    incompleteVerification: {
      title: 'Přihlášení do banky nebylo dokončeno',
      description:
        'Od vaší banky jsme nedostali vše, co potřebujeme. Vraťte se k pokladně a začněte znovu, nebo zvolte jiný způsob platby.',
      button: 'Zpět k pokladně',
    },
    technicalIssue: {
      title: 'Nepodařilo se spojit s vaší bankou',
      description:
        'Při spojování s bankou se něco pokazilo (banka: {bankName}). Zkuste to později nebo zvolte jiný způsob platby.',
      button: 'Zpět k pokladně',
    },
    sessionTimeout: {
      title: 'Jejda, čas vypršel',
      description:
        'Přihlášení do banky trvalo příliš dlouho. Vraťte se k pokladně a zkuste to znovu, nebo zvolte jiný způsob.',
      button: 'Zpět k pokladně',
    },
  },
  cancel: {
    title: 'Přerušit přihlášení do banky?',
    warning: 'Pokud to teď přerušíte, váš nákup nebude schválen.',
  },
} satisfies NamespaceBankLoginTranslation

export default cs_bankLogin
