import type { NamespaceBankLoginTranslation } from '../../i18n-types.ts'

const ro_bankLogin = {
  start: {
    title: 'Conectați-vă la banca dvs.',
    lead: 'Conectați-vă la banca dvs. pentru a ne ajuta să vă verificăm identitatea.',
    noSave: 'Nu salvăm datele dvs. de autentificare.',
    encrypted: 'Fiți liniștit: datele dvs. sunt criptate și protejate.',
    suggested: 'Vă veți conecta la {bankName}.',
    consent:
      'Continuând, ne permiteți să accesăm informațiile contului dvs. de la bancă timp de cel mult 90 de zile, pentru a vă verifica identitatea.',
    consentMore:
      'Citim numele, adresa, data nașterii și datele contului dvs. și le comparăm cu cele pe care ni le-ați furnizat. Nu mutăm bani și nu împărtășim nimănui datele dvs. de autentificare.',
    consentUk: 'Citim doar tranzacțiile din cel mult ultimele 90 de zile.',
    why: 'De ce vă cerem asta?',
  },
  why: {
    title: 'De ce vă cerem să vă conectați la banca dvs.?',
    body: 'Banca dvs. știe deja cine sunteți. Conectarea la bancă este o modalitate rapidă și sigură de a vă confirma identitatea, fără a trimite documente sau fotografii.',
    safety:
      'Vă conectați printr-o conexiune securizată și criptată. Nu vedem și nu salvăm niciodată parola sau codul PIN și nu putem face plăți din contul dvs.',
  },
  selection: {
    title: 'Găsiți-vă banca',
    country: 'Țară',
    search: 'Numele băncii, IBAN sau BIC',
    searchHint: 'De exemplu Deutsche Bank, DEUTDEBBXXX sau IBAN-ul dvs.',
    minChars: 'Introduceți cel puțin trei caractere',
    searching: 'Se caută…',
    results:
      '{{|A fost găsită||Au fost găsite|Au fost găsite|Au fost găsite}} {count|int} {{|bancă||bănci||de bănci}}. Alegeți una cu tastele săgeți.',
    noResults: 'Nu am găsit nicio bancă. Verificați ortografia sau încercați cu BIC-ul ori IBAN-ul dvs.',
    ibanTyping: 'Un IBAN din această țară are {expected|int} caractere. Ați introdus {length|int}.',
    ibanLength: 'Un IBAN din această țară are {expected|int} caractere. Verificați-l.',
    ibanChecksum: 'Acest IBAN nu este valid. Verificați dacă are greșeli de tastare.',
    ibanCountry: 'Nu ne putem conecta la bănci din țara acestui IBAN.',
    countryChanged: 'Bănci din țara: {country}.',
    searchFailed: 'Momentan nu am putut căuta bănci. Încercați din nou.',
    tryAgain: 'Căutați din nou',
    notListed: 'Banca mea nu este în listă',
    connecting: 'Se realizează conectarea la {bankName}…',
    selectFailed: 'Nu ne-am putut conecta la {bankName}. Încercați din nou sau alegeți altă bancă.',
    startFailed: 'Nu am putut începe conectarea la bancă. Încercați din nou.',
  },
  countries: {
    DE: 'Germania',
    AT: 'Austria',
    BE: 'Belgia',
    IT: 'Italia',
    NL: 'Țările de Jos',
    PL: 'Polonia',
    ES: 'Spania',
    SE: 'Suedia',
    CH: 'Elveția',
    GB: 'Regatul Unit',
  },
  creds: {
    title: 'Conectare la {selectedBank}',
    lead: 'Folosiți datele cu care vă conectați la serviciul de internet banking {selectedBank}.',
    fields: {
      userId: 'ID utilizator',
      username: 'Nume de utilizator',
      customerNumber: 'Număr de client',
      contractNumber: 'Număr de contract',
      pin: 'Cod PIN',
      password: 'Parolă',
    },
    required: 'Completați acest câmp.',
    submit: 'Conectare',
    wrong: 'Aceste date de autentificare nu sunt corecte. Verificați-le și încercați din nou.',
    attemptsLeft: '{{|Vă mai rămâne||Vă mai rămân||Vă mai rămân}} {count|int} {{|încercare||încercări||de încercări}}.',
    blocked: 'Banca dvs. a blocat conectarea după prea multe încercări. Alegeți altă bancă sau altă metodă.',
    failed: 'Nu v-am putut conecta. Încercați din nou.',
    dismissed: 'Conectarea nu a fost aprobată în aplicația băncii. Conectați-vă din nou.',
  },
  code: {
    title: 'Introduceți codul de la bancă',
    lead: '{selectedBank} v-a trimis un cod de unică folosință prin SMS sau în aplicație.',
    label: 'Codul de la bancă',
    verifying: 'Se verifică codul…',
    wrong: 'Codul nu este corect. Încercați din nou.',
    failed: 'Nu am putut verifica codul. Încercați din nou.',
  },
  app: {
    title: 'Aprobați în aplicația băncii',
    lead: 'Deschideți aplicația {selectedBank} pe telefon și aprobați conectarea acolo.',
    waiting: 'Se așteaptă aprobarea dvs.…',
    estimate: 'De obicei durează mai puțin de un minut.',
  },
  verify: {
    title: 'Vă verificăm identitatea',
    lead: 'Verificăm datele dvs. la {selectedBank}.',
    estimate: 'De obicei durează doar câteva secunde.',
    readingAccount: 'Vă citim datele contului…',
  },
  report: {
    title: 'Spuneți-ne ce bancă folosiți',
    lead: 'Adăugăm mereu bănci noi. Spuneți-ne ce bancă folosiți și vom analiza dacă o putem adăuga.',
    label: 'Numele băncii dvs.',
    required: 'Introduceți numele băncii dvs.',
    send: 'Trimiteți',
    failed: 'Banca neacceptată nu a putut fi raportată. Încercați din nou.',
  },
  reported: {
    title: 'Vă mulțumim!',
    body: 'Am notat că doriți să folosiți {bankName}. Deocamdată, alegeți altă bancă sau altă modalitate de verificare.',
  },
  otherBank: 'Alegeți altă bancă',
  yourBank: 'banca dvs.',
  failure: {
    userMismatch: {
      title: 'Titularul contului nu corespunde',
      description:
        'Contul bancar la care v-ați conectat aparține altei persoane. Conectați-vă la propriul cont bancar.',
      button: 'Înapoi la opțiuni',
    },
    insufficientInfo: {
      title: 'Banca dvs. nu a transmis suficiente informații',
      description:
        'Nu v-am putut verifica identitatea cu datele transmise de banca dvs. Încercați altă bancă sau altă metodă de plată.',
      button: 'Înapoi la opțiuni',
    },
    incompleteVerification: {
      title: 'Conectarea la bancă nu a fost finalizată',
      description:
        'Nu am primit de la banca dvs. tot ce ne trebuie. Reveniți la finalizarea comenzii pentru a o lua de la capăt sau alegeți altă metodă de plată.',
      button: 'Înapoi la finalizarea comenzii',
    },
    technicalIssue: {
      title: 'Nu ne-am putut conecta la banca dvs.',
      description:
        'A apărut o problemă la conectarea la {bankName}. Încercați din nou mai târziu sau alegeți altă metodă de plată.',
      button: 'Înapoi la finalizarea comenzii',
    },
    sessionTimeout: {
      title: 'Hopa, timpul a expirat',
      description:
        'Conectarea la bancă a durat prea mult. Reveniți la finalizarea comenzii pentru a încerca din nou sau alegeți altă metodă.',
      button: 'Înapoi la finalizarea comenzii',
    },
  },
  cancel: {
    title: 'Renunțați la conectarea la bancă?',
    warning: 'Dacă renunțați acum, comanda nu va fi aprobată.',
  },
} satisfies NamespaceBankLoginTranslation

export default ro_bankLogin
