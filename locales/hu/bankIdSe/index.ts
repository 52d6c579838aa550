import type { NamespaceBankIdSeTranslation } from '../../i18n-types.ts'

const hu_bankIdSe = {
  title: 'Azonosítsd magad a Mobile BankID-val',
  intro:
    'Igazold a Mobile BankID-val, hogy te vagy az. Nyisd meg ezen az eszközön, vagy egy másik eszközön olvass be egy QR-kódot a BankID-val.',
  thisDevice: 'BankID megnyitása ezen az eszközön',
  otherDevice: 'BankID használata egy másik eszközön',
  noBankId: 'Nincs Mobile BankID-d?',
  openTitle: 'Nyisd meg a BankID-t',
  openApp: 'BankID-alkalmazás megnyitása',
  qrTitle: 'Olvasd be a QR-kódot',
  qrInstructions:
    'Nyisd meg a BankID-alkalmazást a másik eszközödön, koppints a QR-kód ikonjára, és olvasd be ezt a kódot.',
  qrLabel: 'QR-kód a BankID-hoz. Olvasd be a másik eszközödön a BankID-alkalmazással.',
  continueTitle: 'Folytasd a BankID-alkalmazásban',
  finishTitle: 'Fejezd be az azonosítást',
  failedTitle: 'Az azonosítás nem sikerült',
  tryAgain: 'Próbáld újra',
  startFailed: 'Nem sikerült elindítani a BankID-t. Próbáld újra.',
  hints: {
    rfa1: 'Indítsd el a BankID-alkalmazást.',
    rfa3: 'A művelet megszakadt. Próbáld újra.',
    rfa6: 'A művelet megszakadt.',
    rfa8: 'A BankID-alkalmazás nem válaszol. Ellenőrizd, hogy elindult-e, és hogy van-e internetkapcsolatod. Ha nincs érvényes BankID-d, a bankodnál igényelhetsz egyet. Próbáld újra.',
    rfa9: 'Add meg a biztonsági kódodat a BankID-alkalmazásban, és válaszd az „Identify” lehetőséget.',
    rfa13: 'Próbáljuk elindítani a BankID-alkalmazást.',
    rfa15:
      'A BankID keresése folyamatban, ez eltarthat egy kis ideig… Ha már eltelt néhány másodperc, és még mindig nem található BankID, akkor valószínűleg nincs ezen az eszközön olyan BankID-d, amellyel ez az azonosítás elvégezhető. Ha nincs BankID-d, a bankodnál igényelhetsz egyet.',
    rfa16:
      'A használni kívánt BankID le van tiltva, vagy túl régi. Használj másik BankID-t, vagy igényelj újat a bankodnál.',
    rfa17:
      'A BankID-alkalmazás nem található a számítógépeden vagy a mobileszközödön. Telepítsd, és igényelj BankID-t a bankodnál. Az alkalmazást az alkalmazásboltból vagy a https://install.bankid.com oldalról telepítheted.',
    rfa21: 'Azonosítás folyamatban.',
    rfa22: 'Ismeretlen hiba. Próbáld újra.',
  },
  failure: {
    unattainable: {
      title: 'Nem értük el a BankID-t',
      description: 'A BankID most nem válaszol. Fejezd be a vásárlást egy másik móddal.',
      button: 'Vissza a választáshoz',
    },
    tooManyAttempts: {
      title: 'Túl sok próbálkozás',
      description: 'Túl sokszor próbálkoztál a BankID-val. Fejezd be a vásárlást egy másik móddal.',
      button: 'Vissza a választáshoz',
    },
    sessionTimeout: {
      title: 'Hoppá, lejárt az idő',
      description: 'A BankID-azonosítás túl sokáig tartott. Próbáld újra, vagy válassz másik módot.',
      button: 'Vissza a választáshoz',
    },
    userInteraction: {
      title: 'Az azonosítás megszakadt',
      description: 'Azonosítsd magad a Mobile BankID-val, vagy válassz másik módot.',
      button: 'Vissza a választáshoz',
    },
    userNotTrusted: {
      title: 'Nem tudtunk azonosítani a BankID-val',
      description: 'Azonosítsd magad a Mobile BankID-val, vagy válassz másik módot.',
      button: 'Vissza a választáshoz',
    },
    bankIdIssue: {
      title: 'A BankID most nem működik',
      description: 'Jelenleg hiba van a BankID szolgáltatásban. Próbáld újra később, vagy válassz másik módot.',
      button: 'Vissza a választáshoz',
    },
  },
  cancel: {
    title: 'Megszakítod a BankID-azonosítást?',
    warning: 'Ha most megszakítod, nem tudjuk jóváhagyni a vásárlásodat.',
  },
} satisfies NamespaceBankIdSeTranslation

export default hu_bankIdSe
