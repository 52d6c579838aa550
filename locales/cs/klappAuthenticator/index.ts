import type { NamespaceKlappAuthenticatorTranslation } from '../../i18n-types.ts'

const cs_klappAuthenticator = {
  failure: {
    sessionTimeout: {
      title: 'Jejda, vypršel čas',
      description: 'Vaše schválení v aplikaci jsme nedostali včas. Zkuste to znovu.',
      button: 'Zkusit znovu',
    },
    rdlSessionRejected: {
      title: 'Požadavek byl v aplikaci zamítnut',
      description: 'Požadavek jste v aplikaci zamítli, takže jsme nemohli potvrdit, že jste to vy. Pokud jste to nebyli vy, zvolte jiný způsob platby.',
      button: 'Zpět k pokladně',
    },
  },
  cancel: {
    title: 'Přerušit schvalování v aplikaci?',
    warning: 'Pokud to teď přerušíte, váš nákup nebude schválen.',
  },
} satisfies NamespaceKlappAuthenticatorTranslation

export default cs_klappAuthenticator
