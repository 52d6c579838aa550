import type { NamespaceBankLoginTranslation } from '../../i18n-types.ts'

const hu_bankLogin = {
  start: {
    title: 'Jelentkezz be a bankodba',
    lead: 'Jelentkezz be a bankodba, hogy ellenőrizni tudjuk a személyazonosságodat.',
    noSave: 'A bejelentkezési adataidat nem tároljuk.',
    encrypted: 'Nyugi, az adataid titkosítva és védve vannak.',
    suggested: 'Ebbe a bankba jelentkezel be: {bankName}.',
    consent:
      'A folytatással hozzájárulsz, hogy legfeljebb 90 napig hozzáférjünk a bankodnál vezetett számlád adataihoz a személyazonosságod ellenőrzése céljából.',
    consentMore:
      'Kiolvassuk a nevedet, a címedet, a születési dátumodat és a számlád adatait, és összevetjük őket azokkal, amelyeket nekünk megadtál. Pénzt nem mozgatunk, a bejelentkezési adataidat pedig senkivel sem osztjuk meg.',
    consentUk: 'Legfeljebb az elmúlt 90 nap tranzakcióit olvassuk ki.',
    why: 'Miért kérjük ezt?',
  },
  why: {
    title: 'Miért kérjük, hogy jelentkezz be a bankodba?',
    body: 'A bankod már tudja, ki vagy. A bejelentkezés gyors és biztonságos módja annak, hogy igazold a személyazonosságodat, iratok vagy fényképek küldése nélkül.',
    safety:
      'Biztonságos, titkosított kapcsolaton keresztül jelentkezel be. A jelszavadat és a PIN-kódodat soha nem látjuk és nem tároljuk, és nem tudunk fizetni a számládról.',
  },
  selection: {
    title: 'Keresd meg a bankodat',
    country: 'Ország',
    search: 'Bank neve, IBAN vagy BIC',
    searchHint: 'Például Deutsche Bank, DEUTDEBBXXX vagy az IBAN-számod.',
    minChars: 'Írj be legalább három karaktert',
    searching: 'Keresés…',
    results: '{count|int} {{bankot|bankot}} találtunk. A nyílbillentyűkkel választhatsz.',
    noResults: 'Nem találtunk bankot. Ellenőrizd a helyesírást, vagy próbáld a BIC-kóddal vagy az IBAN-számoddal.',
    ibanTyping:
      'Az ebből az országból származó IBAN {expected|int} karakterből áll. Eddig {length|int} karaktert írtál be.',
    ibanLength: 'Az ebből az országból származó IBAN {expected|int} karakterből áll. Kérjük, ellenőrizd.',
    ibanChecksum: 'Ez az IBAN nem érvényes. Ellenőrizd, nincs-e benne elírás.',
    ibanCountry: 'Ennek az IBAN-nak az országában lévő bankokhoz nem tudunk kapcsolódni.',
    countryChanged: 'Bankok ebben az országban: {country}.',
    searchFailed: 'Most nem tudtunk bankokat keresni. Próbáld újra.',
    tryAgain: 'Keresés újra',
    notListed: 'A bankom nincs a listán',
    connecting: 'Kapcsolódás a bankhoz: {bankName}…',
    selectFailed: 'Nem sikerült kapcsolódni a bankhoz: {bankName}. Próbáld újra, vagy válassz másik bankot.',
    startFailed: 'Nem sikerült elindítani a banki bejelentkezést. Próbáld újra.',
  },
  countries: {
    DE: 'Németország',
    AT: 'Ausztria',
    BE: 'Belgium',
    IT: 'Olaszország',
    NL: 'Hollandia',
    PL: 'Lengyelország',
    ES: 'Spanyolország',
    SE: 'Svédország',
    CH: 'Svájc',
    GB: 'Egyesült Királyság',
  },
  creds: {
    title: 'Bejelentkezés: {selectedBank}',
    lead: 'Azokat az adatokat használd, amelyekkel a(z) {selectedBank} netbankjába szoktál belépni.',
    fields: {
      userId: 'Felhasználói azonosító',
      username: 'Felhasználónév',
      customerNumber: 'Ügyfélszám',
      contractNumber: 'Szerződésszám',
      pin: 'PIN-kód',
      password: 'Jelszó',
    },
    required: 'Töltsd ki ezt a mezőt.',
    submit: 'Bejelentkezés',
    wrong: 'Ezek a bejelentkezési adatok nem megfelelőek. Ellenőrizd őket, és próbáld újra.',
    attemptsLeft: 'Még {count|int} {{próbálkozásod|próbálkozásod}} van.',
    blocked: 'A bankod túl sok próbálkozás után letiltotta a bejelentkezést. Válassz másik bankot vagy másik módszert.',
    failed: 'Nem sikerült bejelentkeztetni. Próbáld újra.',
    dismissed: 'A bejelentkezést nem hagytad jóvá a bankod alkalmazásában. Jelentkezz be újra.',
  },
  code: {
    title: 'Add meg a bankodtól kapott kódot',
    lead: 'A(z) {selectedBank} egyszer használatos kódot küldött neked SMS-ben vagy az alkalmazásában.',
    label: 'A bankodtól kapott kód',
    verifying: 'A kód ellenőrzése…',
    wrong: 'Ez a kód nem megfelelő. Próbáld újra.',
    failed: 'Nem sikerült ellenőrizni a kódot. Próbáld újra.',
  },
  app: {
    title: 'Hagyd jóvá a bankod alkalmazásában',
    lead: 'Nyisd meg a telefonodon a(z) {selectedBank} alkalmazását, és ott hagyd jóvá a bejelentkezést.',
    waiting: 'Várjuk a jóváhagyásodat…',
    estimate: 'Ez általában egy percnél rövidebb ideig tart.',
  },
  verify: {
    title: 'Ellenőrizzük a személyazonosságodat',
    lead: 'Egyeztetjük az adataidat ezzel a bankkal: {selectedBank}.',
    estimate: 'Ez általában csak néhány másodpercig tart.',
    readingAccount: 'Beolvassuk a számlád adatait…',
  },
  report: {
    title: 'Mondd el, melyik bankot használod',
    lead: 'Folyamatosan bővítjük a bankok listáját. Írd meg, melyik bankot használod, és megnézzük, fel tudjuk-e venni.',
    label: 'A bankod neve',
    required: 'Add meg a bankod nevét.',
    send: 'Küldés',
    failed: 'Nem sikerült bejelenteni a nem támogatott bankot. Próbáld újra.',
  },
  reported: {
    title: 'Köszönjük!',
    body: 'Feljegyeztük, hogy ezt a bankot szeretnéd használni: {bankName}. Egyelőre válassz másik bankot vagy más azonosítási módot.',
  },
  otherBank: 'Másik bank választása',
  yourBank: 'a bankod',
  failure: {
    userMismatch: {
      title: 'A számlatulajdonos nem egyezik',
      description: 'A bankszámla, amelybe bejelentkeztél, valaki másé. Jelentkezz be a saját bankszámládba.',
      button: 'Vissza a választáshoz',
    },
    insufficientInfo: {
      title: 'A bankod nem osztott meg elég információt',
      description:
        'A bankod által megosztott adatokkal nem tudtuk ellenőrizni a személyazonosságodat. Próbálj meg egy másik bankot vagy fizetési módot.',
      button: 'Vissza a választáshoz',
    },
    incompleteVerification: {
      title: 'A banki bejelentkezés nem fejeződött be',
      description:
        'Nem kaptunk meg mindent a bankodtól, amire szükségünk van. Térj vissza a pénztárhoz, és kezdd újra, vagy válassz másik fizetési módot.',
      button: 'Vissza a pénztárhoz',
    },
    technicalIssue: {
      title: 'Nem sikerült kapcsolódni a bankodhoz',
      description:
        'Hiba történt, miközben ehhez a bankhoz kapcsolódtunk: {bankName}. Próbáld újra később, vagy válassz másik fizetési módot.',
      button: 'Vissza a pénztárhoz',
    },
    sessionTimeout: {
      title: 'Hoppá, lejárt az idő',
      description:
        'A banki bejelentkezés túl sokáig tartott. Térj vissza a pénztárhoz, és próbáld újra, vagy válassz másik módszert.',
      button: 'Vissza a pénztárhoz',
    },
  },
  cancel: {
    title: 'Megszakítod a banki bejelentkezést?',
    warning: 'Ha most megszakítod, nem tudjuk jóváhagyni a vásárlásodat.',
  },
} satisfies NamespaceBankLoginTranslation

export default hu_bankLogin
