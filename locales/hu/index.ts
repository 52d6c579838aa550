import type { Translation } from '../i18n-types.ts'

const hu = {
  common: {
    close: 'Bezárás',
    goBack: 'Vissza',
    continue: 'Tovább',
    tryAgain: 'Próbáld újra',
    loading: 'Betöltés…',
    ok: 'OK',
    gotIt: 'Értem',
    goBackToCheckout: 'Vissza a pénztárhoz',
    backToSelection: 'Vissza a választáshoz',
    changeAddress: 'Cím módosítása',
    agreeAndContinue: 'Elfogadom és folytatom',
    noThanks: 'Nem, köszönöm',
    showMore: 'Több megjelenítése',
    showLess: 'Kevesebb megjelenítése',
    opensInNewWindow: '(új ablakban nyílik meg)',
    privacyPolicy: 'Adatvédelmi tájékoztató',
  },
  dialog: {
    closeLabel: 'Bezárás',
    backLabel: 'Vissza',
    logoLabel: 'Biztonságos személyazonosság-ellenőrzés',
  },
  cancel: {
    title: 'Biztosan megszakítod az ellenőrzést?',
    warning: 'Ha most megszakítod, nem tudjuk jóváhagyni a vásárlásodat.',
    warningMerchant: 'Ha most megszakítod, nem tudjuk leadni a rendelésedet itt: {merchant}.',
    warningSignup: 'Ha most megszakítod, nem tudjuk befejezni a fiókod létrehozását.',
    warningPhoneReset: 'Ha most megszakítod, nem módosul a telefonszámod.',
    return: 'Ellenőrzés folytatása',
    end: 'Ellenőrzés megszakítása',
  },
  consent: {
    title: 'Igazold a személyazonosságodat',
    body: 'A „Tovább” gomb megnyomásával hozzájárulsz ahhoz, hogy személyazonosságod ellenőrzése érdekében – a jogszabályi előírásoknak megfelelően – személyes adataidat átadjuk külső szervezeteknek és hitelinformációs szolgáltatóknak.',
    privacyPolicy: 'Olvasd el az adatvédelmi tájékoztatónkat',
    privacyUrl: 'https://www.provider.com/privacy/',
    continue: 'Tovább',
    agree: 'Elfogadom és folytatom',
    decline: 'Nem, köszönöm',
    declineHint: 'Ha nem járulsz hozzá, más módon is igazolhatod a személyazonosságodat.',
  },
  progress: {
    title: 'Egy kis türelmet',
    doNotClose: 'Kérjük, ne zárd be ezt az ablakot.',
  },
  network: {
    title: 'Megszakadt az internetkapcsolat',
    description: 'Ellenőrizd az internetkapcsolatodat, és próbáld újra.',
  },
  waiting: {
    reconnecting: 'Addig próbálkozunk, amíg újra online nem leszel.',
  },
  method: {
    another: 'Másik mód választása',
  },
  fallback: {
    title: 'Ez az ellenőrzési mód nem érhető el',
    description:
      'Most nem tudjuk így ellenőrizni a személyazonosságodat. Térj vissza a pénztárhoz, és válassz másik fizetési módot.',
    button: 'Vissza a pénztárhoz',
  },
  success: {
    title: 'Minden kész',
    lead: 'Folytathatod a vásárlást.',
  },
  closing: {
    title: 'Egy pillanat',
    lead: 'Visszaviszünk a pénztárhoz.',
  },
  failure: {
    generic: {
      title: 'Nem sikerült befejezni a vásárlást',
      description: 'Semmi gond, megpróbálhatod újra, vagy bármely más fizetési móddal is befejezheted a vásárlást.',
      button: 'Vissza a pénztárhoz',
    },
    close: {
      title: 'Nem sikerült befejezni a vásárlást',
      description: 'Semmi gond, megpróbálhatod újra, vagy bármely más fizetési móddal is befejezheted a vásárlást.',
      button: 'Bezárás',
    },
    sessionTimeout: {
      title: 'Hoppá, lejárt az idő',
      description: 'Biztonsági okokból lejárt a munkamenet. Térj vissza a pénztárhoz, és próbáld újra.',
      button: 'Vissza a pénztárhoz',
    },
    userNotTrusted: {
      title: 'Sajnos nem tudtuk ellenőrizni a személyazonosságodat',
      description: 'A vásárlás befejezéséhez válassz másik fizetési módot.',
      button: 'Vissza a pénztárhoz',
    },
    networkIssue: {
      title: 'Megszakadt az internetkapcsolat',
      description: 'Ellenőrizd az internetkapcsolatodat, és próbáld újra.',
      button: 'Vissza a pénztárhoz',
    },
    signup: {
      title: 'Nem sikerült befejezni a fiókod létrehozását',
      description: 'Semmi gond, később megpróbálhatod újra, vagy más módon is regisztrálhatsz.',
      button: 'Bezárás',
    },
    phoneReset: {
      title: 'Nem sikerült módosítani a telefonszámodat',
      description: 'A telefonszámod változatlan marad. Próbáld újra később.',
      button: 'Bezárás',
    },
    oneTimeCard: {
      title: 'Nem sikerült létrehozni az egyszer használatos kártyádat',
      description: 'Próbáld meg újra létrehozni az egyszer használatos kártyát.',
      button: 'Bezárás',
    },
    inStore: {
      title: 'Minden kész! Első vásárlásodkor csak vigyél magaddal egy érvényes fényképes igazolványt',
      description:
        'Hogy ellenőrizni tudjuk a személyazonosságodat, és biztonságban tartsuk a fiókodat, amikor először vásárolsz az üzletben, vigyél magaddal egy érvényes fényképes igazolványt.',
      button: 'Tovább',
    },
    customerService: 'Ha problémád van, fordulj',
    contactTimes: 'chaten h–v 9–17 óra között, telefonon ({phoneNumber}) h–p 9–17 óra között',
    contactTimesChat: 'chaten h–v 9–17 óra között',
    callCustomerService: 'Ügyfélszolgálat hívása: {phoneNumber}',
  },
} satisfies Translation

export default hu
