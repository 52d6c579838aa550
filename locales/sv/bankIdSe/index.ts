import type { NamespaceBankIdSeTranslation } from '../../i18n-types.ts'

const sv_bankIdSe = {
  title: 'Identifiera dig med Mobilt BankID',
  intro:
    'Bekräfta att det är du med Mobilt BankID. Öppna appen på den här enheten eller skanna en QR-kod med BankID-appen på en annan enhet.',
  thisDevice: 'Öppna BankID på den här enheten',
  otherDevice: 'Använd BankID på en annan enhet',
  noBankId: 'Har du inte Mobilt BankID?',
  openTitle: 'Öppna BankID',
  openApp: 'Öppna BankID-appen',
  qrTitle: 'Skanna QR-koden',
  qrInstructions: 'Öppna BankID-appen på din andra enhet, tryck på ikonen för QR-kod och skanna den här koden.',
  qrLabel: 'QR-kod för BankID. Skanna den med BankID-appen på din andra enhet.',
  continueTitle: 'Fortsätt i BankID-appen',
  finishTitle: 'Slutför identifieringen',
  failedTitle: 'Identifieringen gick inte igenom',
  tryAgain: 'Försök igen',
  startFailed: 'Vi kunde inte starta BankID. Försök igen.',
  hints: {
    rfa1: 'Starta BankID-appen.',
    rfa3: 'Åtgärden avbruten. Försök igen.',
    rfa6: 'Åtgärden avbruten.',
    rfa8: 'BankID-appen svarar inte. Kontrollera att den är startad och att du har internetanslutning. Om du inte har något giltigt BankID kan du skaffa ett hos din bank. Försök sedan igen.',
    rfa9: 'Skriv in din säkerhetskod i BankID-appen och välj Identifiera.',
    rfa13: 'Försöker starta BankID-appen.',
    rfa15:
      'Söker efter BankID, det kan ta en liten stund… Om det har gått några sekunder och inget BankID har hittats har du sannolikt inget BankID som går att använda för den aktuella identifieringen i den här enheten. Om du inte har något BankID kan du skaffa ett hos din bank.',
    rfa16:
      'Det BankID du försöker använda är för gammalt eller spärrat. Använd ett annat BankID eller skaffa ett nytt hos din bank.',
    rfa17:
      'Vi kunde inte hitta BankID-appen på din dator eller mobila enhet. Du behöver installera den och skaffa ett BankID hos din bank. Installera appen från din appbutik eller https://install.bankid.com.',
    rfa21: 'Identifiering pågår.',
    rfa22: 'Okänt fel. Försök igen.',
  },
  failure: {
    unattainable: {
      title: 'Vi fick ingen kontakt med BankID',
      description: 'BankID svarar inte just nu. Slutför köpet med en annan metod.',
      button: 'Tillbaka till alternativen',
    },
    tooManyAttempts: {
      title: 'För många försök',
      description: 'Du har försökt med BankID för många gånger. Slutför köpet med en annan metod.',
      button: 'Tillbaka till alternativen',
    },
    sessionTimeout: {
      title: 'Hoppsan, tiden tog slut',
      description: 'Identifieringen med BankID tog för lång tid. Försök igen eller välj en annan metod.',
      button: 'Tillbaka till alternativen',
    },
    userInteraction: {
      title: 'Identifieringen avbröts',
      description: 'Identifiera dig med Mobilt BankID eller välj en annan metod.',
      button: 'Tillbaka till alternativen',
    },
    userNotTrusted: {
      title: 'Vi kunde inte verifiera dig med BankID',
      description: 'Identifiera dig med Mobilt BankID eller välj en annan metod.',
      button: 'Tillbaka till alternativen',
    },
    bankIdIssue: {
      title: 'BankID fungerar inte just nu',
      description: 'Det är problem med BankID för tillfället. Försök igen senare eller välj en annan metod.',
      button: 'Tillbaka till alternativen',
    },
  },
  cancel: {
    title: 'Vill du avbryta identifieringen med BankID?',
    warning: 'Om du avbryter nu godkänns inte ditt köp.',
  },
} satisfies NamespaceBankIdSeTranslation

export default sv_bankIdSe
