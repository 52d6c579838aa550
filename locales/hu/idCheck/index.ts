import type { NamespaceIdCheckTranslation } from '../../i18n-types.ts'

const hu_idCheck = {
  document: {
    title: 'Igazold a személyazonosságodat',
    lead: 'A vásárlás előtt ellenőriznünk kell az egyik személyazonosító okmányodat. Ez általában 2 percnél rövidebb ideig tart, és csak egyszer kell megtenni.',
    secondTitle: 'Adj meg még egy okmányt',
    secondLead:
      'A befejezéshez még egy személyazonosító okmányra van szükségünk, amely más típusú, mint az imént ellenőrzött.',
    typeLegend: 'Melyik okmányt szeretnéd használni?',
    types: {
      driverLicence: 'Vezetői engedély',
      passport: 'Útlevél',
      medicare: 'Medicare-kártya',
    },
    submit: 'Okmány ellenőrzése',
    rejected:
      'Nem sikerült ellenőrizni ezt az okmányt. Ellenőrizd, hogy minden adatot pontosan úgy adtál-e meg, ahogy az okmányon szerepel, vagy válassz másik okmányt.',
    attemptsLeft: 'Még {count|int} {{próbálkozásod|próbálkozásod}} van.',
    sendFailed: 'Nem sikerült elküldeni az adataidat. Próbáld újra.',
  },
  fields: {
    state: {
      label: 'Kiállító állam vagy terület',
      choose: 'Válassz államot vagy területet',
      required: 'Válaszd ki az államot vagy területet, amely a vezetői engedélyedet kiállította',
    },
    licenceNumber: {
      label: 'Vezetői engedély száma',
      hint: 'Ahogy a vezetői engedélyeden szerepel',
      hintFormat: 'Ahogy a vezetői engedélyeden szerepel: {format}',
      required: 'Add meg a vezetői engedélyed számát',
      format: 'A(z) {state} vezetői engedélyek száma {format}',
    },
    cardNumber: {
      label: 'Kártyaszám',
      hint: 'Minden új engedélykártyánál változik',
      hintFront: 'Az engedélykártya előlapján: {format}',
      hintBack: 'Az engedélykártya hátoldalán: {format}',
      hintEither: 'Az engedélykártya elő- vagy hátoldalán: {format}',
      required: 'Add meg a vezetői engedélyed kártyaszámát',
      format: 'A(z) {state} engedélykártyák száma {format}',
    },
    nzLicenceNumber: {
      hint: 'Két betű és hat számjegy (az engedélyen az 5a mező), például AB123456',
      format: 'Adj meg két betűt és hat számjegyet, például AB123456',
    },
    version: {
      label: 'Verziószám',
      hint: 'Három számjegy (az engedélyen az 5b mező). Minden új engedélynél változik',
      required: 'Add meg a vezetői engedélyed verziószámát',
      format: 'Add meg a verzió három számjegyét, például 123',
    },
    country: {
      label: 'Kiállító ország',
      required: 'Válaszd ki az országot, amely az útleveledet kiállította',
    },
    passportNumber: {
      label: 'Útlevélszám',
      hint: 'Ahogy az útleveledben szerepel',
      hintExample: 'Ahogy az útleveledben szerepel, például {example}',
      required: 'Add meg az útlevélszámodat',
      format: 'Add meg az útlevélszámot úgy, ahogy nyomtatva szerepel, például {example}',
      formatOther: 'Add meg az útlevélszámot úgy, ahogy nyomtatva szerepel: 5–9 betű vagy számjegy',
    },
    medicareNumber: {
      label: 'Medicare-kártyaszám',
      hint: 'A kártyádon lévő 10 számjegy, például 2123\u00a045670\u00a01',
      required: 'Add meg a Medicare-kártyád számát',
      digits: 'Csak számjegyeket használj',
      tenDigits: 'A Medicare-kártyaszám 10 számjegyből áll',
      invalid: 'Ez nem érvényes Medicare-kártyaszám. Ellenőrizd a kártyádon lévő 10 számjegyet',
    },
    referenceNumber: {
      label: 'Egyéni hivatkozási szám',
      hint: 'A neved mellett álló szám a kártyán, 1 és 9 között',
      required: 'Add meg az egyéni hivatkozási számodat',
      format: 'Add meg a neved melletti egyetlen számjegyet, 1 és 9 között',
    },
    colour: {
      label: 'A kártya színe',
      green: 'Zöld',
      blue: 'Kék',
      yellow: 'Sárga',
      required: 'Válaszd ki a kártyád színét',
    },
    validTo: {
      label: 'Érvényes eddig',
      hint: 'Ahogy a kártyádon szerepel',
      hintGreen: 'Ahogy a kártyádon szerepel: HH/ÉÉÉÉ, például 03/2029',
      hintOther: 'Ahogy a kártyádon szerepel: NN/HH/ÉÉ, például 31/05/27',
      required: 'Add meg, meddig érvényes a kártyád',
      formatGreen: 'Add meg a dátumot úgy, ahogy egy zöld kártyán szerepel: HH/ÉÉÉÉ',
      formatOther: 'Add meg a dátumot úgy, ahogy a kártyádon szerepel: NN/HH/ÉÉ',
      invalidDate: 'Létező dátumot adj meg',
      expired: 'Ez a kártya lejárt. Használj érvényes kártyát, vagy válassz másik okmányt',
      tooFar: 'Ellenőrizd az évet: túl messze van a jövőben',
    },
    nameOnCard: {
      label: 'Név a kártyán',
      hint: 'Pontosan úgy, ahogy a kártyádon szerepel, a kezdőbetűkkel együtt',
      required: 'Add meg a neved úgy, ahogy a kártyádon szerepel',
      tooLong: 'A Medicare-kártyán lévő név legfeljebb {max|int} karakter. Add meg úgy, ahogy nyomtatva szerepel',
    },
    firstName: {
      label: 'Utónév',
      required: 'Add meg az utónevedet',
    },
    middleName: {
      label: 'Második utónév (nem kötelező)',
      hint: 'Csak ha szerepel az okmányodon',
    },
    lastName: {
      label: 'Vezetéknév',
      required: 'Add meg a vezetéknevedet',
    },
    namesHint: 'Ahogy az okmányodon szerepel',
    characters: 'Csak betűket, szóközt, kötőjelet és aposztrófot használj',
    tooLong: 'Legfeljebb {max|int} karaktert használj',
    rejected: 'Ellenőrizd ezt az adatot: nem egyezik az okmánnyal',
  },
  formats: {
    digits: '{count|int} számjegy',
    digitsUpTo: 'legfeljebb {max|int} számjegy',
    digitsRange: '{min|int}–{max|int} számjegy',
    characters: '{count|int} betű vagy számjegy',
    charactersUpTo: 'legfeljebb {max|int} betű vagy számjegy',
    charactersRange: '{min|int}–{max|int} betű vagy számjegy',
  },
  loading: {
    title: 'Ellenőrizzük az okmányodat',
    estimate: 'Ez általában néhány másodpercig tart.',
  },
  verified: {
    title: 'Köszönjük!',
    body: 'A személyazonosító okmányodat ellenőriztük.',
    next: 'A befejezéshez még egy, más típusú személyazonosító okmányra van szükségünk.',
  },
  failure: {
    technicalIssue: {
      title: 'Most nem tudjuk ellenőrizni az igazolványodat',
      description: 'Hiba történt nálunk. Próbáld újra később, vagy válassz másik fizetési módot.',
      button: 'Vissza a pénztárhoz',
      customerService: 'ügyfélszolgálatunkhoz',
    },
    sessionTimeout: {
      title: 'Hoppá, lejárt az idő',
      description: 'Az igazolvány ellenőrzése túl sokáig tartott. Térj vissza a pénztárhoz, és próbáld újra.',
      button: 'Vissza a pénztárhoz',
    },
    verify: {
      title: 'Nem tudtuk ellenőrizni az igazolványodat',
      description:
        'A megadott adatok nem egyeznek az okmányhoz tartozó nyilvántartott adatokkal. Térj vissza a pénztárhoz, és próbáld újra, vagy válassz másik fizetési módot.',
      button: 'Vissza a pénztárhoz',
      customerService: 'ügyfélszolgálatunkhoz',
    },
    invalidAddress: {
      title: 'Nem tudtuk ellenőrizni a címedet',
      description: 'A megadott cím nem egyezik a nyilvántartásunkban szereplővel. Ellenőrizd, és próbáld újra.',
      button: 'Cím módosítása',
      customerService: 'ügyfélszolgálatunkhoz',
    },
    userNotFound: {
      title: 'Nem találtuk az adataidat',
      description:
        'Nem találtunk a nevednek és a címednek megfelelő nyilvántartási adatot. Ellenőrizd a címedet, és próbáld újra.',
      button: 'Cím módosítása',
      customerService: 'ügyfélszolgálatunkhoz',
    },
  },
  customerServiceUrl: 'https://www.provider.com/{market}/customer-service/',
  cancel: {
    title: 'Megszakítod az igazolvány ellenőrzését?',
    warning: 'Ha most megszakítod, nem tudjuk jóváhagyni a vásárlásodat.',
  },
} satisfies NamespaceIdCheckTranslation

export default hu_idCheck
