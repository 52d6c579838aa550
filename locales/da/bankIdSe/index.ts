import type { NamespaceBankIdSeTranslation } from '../../i18n-types.ts'

const da_bankIdSe = {
  failure: {
    unattainable: {
      title: 'Vi kunne ikke få kontakt til BankID',
      description: 'BankID svarer ikke lige nu. Gennemfør købet med en anden metode.',
      button: 'Tilbage til valgmulighederne',
    },
    tooManyAttempts: {
      title: 'For mange forsøg',
      description: 'Du har prøvet BankID for mange gange. Gennemfør købet med en anden metode.',
      button: 'Tilbage til valgmulighederne',
    },
    sessionTimeout: {
      title: 'Ups, tiden løb ud',
      description: 'Identifikationen med BankID tog for lang tid. Prøv igen eller vælg en anden metode.',
      button: 'Prøv igen',
    },
    userInteraction: {
      title: 'Identifikationen blev afbrudt',
      description: 'Identificer dig med Mobilt BankID eller vælg en anden metode.',
      button: 'Tilbage til valgmulighederne',
    },
    userNotTrusted: {
      title: 'Vi kunne ikke bekræfte din identitet med BankID',
      description: 'Identificer dig med Mobilt BankID eller vælg en anden metode.',
      button: 'Tilbage til valgmulighederne',
    },
    bankIdIssue: {
      title: 'BankID virker ikke lige nu',
      description: 'Der er i øjeblikket et problem med BankID. Prøv igen senere eller vælg en anden metode.',
      button: 'Tilbage til valgmulighederne',
    },
  },
  cancel: {
    title: 'Vil du afbryde identifikationen med BankID?',
    warning: 'Hvis du afbryder nu, bliver dit køb ikke godkendt.',
  },
} satisfies NamespaceBankIdSeTranslation

export default da_bankIdSe
