import type { NamespaceKlappAuthenticatorTranslation } from '../../i18n-types.ts'

const hu_klappAuthenticator = {
  failure: {
    sessionTimeout: {
      title: 'Hoppá, lejárt az idő',
      description: 'Nem kaptuk meg időben a jóváhagyásodat az alkalmazásban. Próbáld újra.',
      button: 'Próbáld újra',
    },
    rdlSessionRejected: {
      title: 'A kérést elutasítottad az alkalmazásban',
      description: 'Elutasítottad a kérést az alkalmazásban, így nem tudtuk megerősíteni, hogy te vagy az. Ha nem te voltál, válassz másik fizetési módot.',
      button: 'Vissza a pénztárhoz',
    },
  },
  cancel: {
    title: 'Megszakítod a jóváhagyást az alkalmazásban?',
    warning: 'Ha most megszakítod, nem tudjuk jóváhagyni a vásárlásodat.',
  },
} satisfies NamespaceKlappAuthenticatorTranslation

export default hu_klappAuthenticator
