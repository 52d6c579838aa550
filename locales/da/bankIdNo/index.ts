import type { NamespaceBankIdNoTranslation } from '../../i18n-types.ts'

const da_bankIdNo = {
  failure: {
    sessionTimeout: {
      title: 'Ups, tiden løb ud',
      description: 'Identifikationen med BankID tog for lang tid. Prøv igen med din kodebrik eller BankID på mobil.',
      button: 'Prøv igen',
    },
    userInteraction: {
      title: 'Identifikationen blev afbrudt',
      description: 'Du afbrød identifikationen med BankID. Prøv igen eller vælg en anden betalingsmetode.',
      button: 'Tilbage til kassen',
    },
    technicalIssue: {
      title: 'BankID virker ikke lige nu',
      description: 'Noget gik galt med BankID. Prøv igen senere eller vælg en anden betalingsmetode.',
      button: 'Tilbage til kassen',
    },
    userMismatch: {
      title: 'Oplysningerne stemmer ikke overens',
      description: 'Den person der identificerede sig med BankID, stemmer ikke overens med oplysningerne fra kassen. Identificer dig med dit eget BankID.',
      button: 'Tilbage til kassen',
    },
  },
  cancel: {
    title: 'Vil du afbryde identifikationen med BankID?',
    warning: 'Hvis du afbryder nu, bliver dit køb ikke godkendt.',
  },
} satisfies NamespaceBankIdNoTranslation

export default da_bankIdNo
