import type { NamespaceOtpTranslation } from '../../i18n-types.ts'

const hu_otp = {
  introTitle: 'Igazold, hogy te vagy az',
  introTitleNamed: '{customerName}, igazold, hogy te vagy az',
  introPhone: 'SMS-ben küldünk egy 6 jegyű kódot a vásárláskor megadott mobilszámodra.',
  introPhoneNumber: 'SMS-ben küldünk egy 6 jegyű kódot erre a számra: {phoneNumber}.',
  introEmail: 'Küldünk egy 6 jegyű kódot a vásárláskor megadott e-mail-címedre.',
  sendCode: 'Kód küldése',
  sending: 'Küldjük a kódot…',
  entryTitle: 'Add meg a 6 jegyű kódot',
  codeLabel: 'Ide írd be a 6 jegyű kódot',
  sentTo: 'Elküldtük a kódot ide: {contactDetail}.',
  arrivalHint: 'A kód megérkezése akár 20 másodpercig is eltarthat.',
  resend: 'Új kód küldése',
  resendIn: 'Új kódot {seconds|int} {{másodperc|másodperc}} múlva kérhetsz.',
  resent: 'Küldtünk egy új kódot.',
  verifying: 'Ellenőrizzük a kódot…',
  wrongCode: 'Hoppá! Ez nem a helyes kód.',
  wrongCodeAgain: 'Hibás kódot adtál meg. Próbáld újra.',
  attemptsLeft: 'Még {count|int} {{próbálkozásod|próbálkozásod}} maradt.',
  ratesApply: 'Az üzenetekért és az adatforgalomért díjat számíthatnak fel.',
  sendFailed: 'Nem sikerült elküldeni a kódot. Próbáld újra.',
  checkFailed: 'Nem sikerült ellenőrizni a kódot. Próbáld újra.',
  tooSoon: 'Új kódot még nem tudunk küldeni.',
  changeNumber: 'Telefonszám módosítása',
  sendoutDelays: 'Az ellenőrző kódok kézbesítése jelenleg késik. Próbáld újra később.',
  sendErrors: {
    networkIssue:
      'Nem értük el a hálózatot, ezért nem tudtuk elküldeni a kódot. Ellenőrizd a kapcsolatot, és próbáld újra.',
    sessionTimeout: 'Lejárt a munkamenet. Térj vissza a pénztárhoz, és kezdd újra.',
    technicalIssue: 'Hiba történt nálunk, ezért nem tudtuk elküldeni a kódot. Próbáld újra.',
    invalidRecipient: 'Nem tudtunk kódot küldeni ide: {contactDetail}. Ellenőrizd, hogy helyesen adtad-e meg.',
    voipIsBlocked: 'Internetes telefonszámra nem tudunk kódot küldeni. Adj meg egy mobilszámot.',
    landlineIsBlocked: 'Vezetékes telefonszámra nem tudunk kódot küldeni. Adj meg egy mobilszámot.',
    geofenceUnsupportedCountry:
      'Ebből az országból származó telefonszámra nem tudunk kódot küldeni. Adj meg egy másik számot.',
  },
  failure: {
    tooManyAttempts: {
      title: 'Túllépted a megengedett próbálkozások számát',
      description:
        'A biztonságod érdekében több kódot már nem tudunk elfogadni. A vásárlás befejezéséhez válassz másik fizetési módot.',
      button: 'Vissza a pénztárhoz',
    },
  },
  cancel: {
    title: 'Megszakítod az ellenőrzést?',
    warning: 'A kód nélkül nem tudjuk jóváhagyni a vásárlásodat.',
  },
} satisfies NamespaceOtpTranslation

export default hu_otp
