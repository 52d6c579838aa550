import type { NamespaceKlappAuthenticatorTranslation } from '../../i18n-types.ts'

const da_klappAuthenticator = {
  failure: {
    sessionTimeout: {
      title: 'Ups, tiden løb ud',
      description: 'Vi fik ikke din godkendelse i appen i tide. Prøv igen.',
      button: 'Prøv igen',
    },
    rdlSessionRejected: {
      title: 'Anmodningen blev afvist i appen',
      description: 'Du afviste anmodningen i appen, så vi kunne ikke bekræfte at det er dig. Hvis det ikke var dig, så vælg en anden betalingsmetode.',
      button: 'Tilbage til kassen',
    },
  },
  cancel: {
    title: 'Vil du afbryde godkendelsen i appen?',
    warning: 'Hvis du afbryder nu, bliver dit køb ikke godkendt.',
  },
} satisfies NamespaceKlappAuthenticatorTranslation

export default da_klappAuthenticator
