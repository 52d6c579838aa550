import type { NamespaceBankIdSeTranslation } from '../../i18n-types.ts'

const ro_bankIdSe = {
  failure: {
    unattainable: {
      title: 'Nu am putut contacta BankID',
      description: 'BankID nu răspunde momentan. Finalizați comanda folosind altă metodă.',
      button: 'Înapoi la opțiuni',
    },
    tooManyAttempts: {
      title: 'Prea multe încercări',
      description: 'Ați încercat de prea multe ori să folosiți BankID. Finalizați comanda folosind altă metodă.',
      button: 'Înapoi la opțiuni',
    },
    sessionTimeout: {
      title: 'Ups, timpul a expirat',
      description: 'Identificarea cu BankID a durat prea mult. Încercați din nou sau alegeți altă metodă.',
      button: 'Încercați din nou',
    },
    userInteraction: {
      title: 'Identificarea a fost anulată',
      description: 'Autentificați-vă cu Mobile BankID sau alegeți altă metodă.',
      button: 'Înapoi la opțiuni',
    },
    userNotTrusted: {
      title: 'Nu v-am putut verifica prin BankID',
      description: 'Autentificați-vă cu Mobile BankID sau alegeți altă metodă.',
      button: 'Înapoi la opțiuni',
    },
    bankIdIssue: {
      title: 'BankID nu funcționează momentan',
      description: 'Momentan există o problemă cu BankID. Încercați din nou mai târziu sau alegeți altă metodă.',
      button: 'Înapoi la opțiuni',
    },
  },
  cancel: {
    title: 'Renunțați la identificarea cu BankID?',
    warning: 'Dacă renunțați acum, comanda nu va fi aprobată.',
  },
} satisfies NamespaceBankIdSeTranslation

export default ro_bankIdSe
