import type { NamespaceBankIdSeTranslation } from '../../i18n-types.ts'

const sv_bankIdSe = {
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
      button: 'Försök igen',
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
