import type { NamespaceKlappAuthenticatorTranslation } from '../../i18n-types.ts'

const hu_klappAuthenticator = {
  title: 'Hagyd jóvá az alkalmazásban',
  lead: 'Kérést küldtünk a telefonodon lévő alkalmazásba. A folytatáshoz nyisd meg, és hagyd jóvá a kérést.',
  sending: 'Küldjük a kérést a telefonodra…',
  waiting: 'Várjuk a jóváhagyásodat…',
  estimate: 'Ez általában egy percen belül megtörténik.',
  resend: 'Kérés újraküldése',
  resendIn: 'A kérést {seconds|int} {{másodperc|másodperc}} múlva küldheted el újra.',
  sendFailed: 'Nem sikerült elküldeni a kérést a telefonodra. Próbáld újra.',
  dismissedTitle: 'A kérést nem hagytad jóvá',
  dismissed: 'A kérés válasz nélkül bezárult az alkalmazásban. Küldhetsz egy újat.',
  sendAgain: 'Új kérés küldése',
  failure: {
    sessionTimeout: {
      title: 'Hoppá, lejárt az idő',
      description: 'Nem kaptuk meg időben a jóváhagyásodat az alkalmazásban. Próbáld újra.',
      button: 'Vissza a pénztárhoz',
    },
    rdlSessionRejected: {
      title: 'A kérést elutasítottad az alkalmazásban',
      description:
        'Elutasítottad a kérést az alkalmazásban, így nem tudtuk megerősíteni, hogy te vagy az. Ha nem te voltál, válassz másik fizetési módot.',
      button: 'Vissza a pénztárhoz',
    },
  },
  cancel: {
    title: 'Megszakítod a jóváhagyást az alkalmazásban?',
    warning: 'Ha most megszakítod, nem tudjuk jóváhagyni a vásárlásodat.',
  },
} satisfies NamespaceKlappAuthenticatorTranslation

export default hu_klappAuthenticator
