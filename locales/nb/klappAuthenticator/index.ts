import type { NamespaceKlappAuthenticatorTranslation } from '../../i18n-types.ts'

const nb_klappAuthenticator = {
  failure: {
    sessionTimeout: {
      title: 'Oisann, tiden rant ut',
      description: 'Vi fikk ikke godkjenningen din i appen i tide. Prøv igjen.',
      button: 'Prøv igjen',
    },
    rdlSessionRejected: {
      title: 'Forespørselen ble avvist i appen',
      description: 'Du avviste forespørselen i appen, så vi kunne ikke bekrefte at det er deg. Var det ikke du som avviste den, kan du velge en annen betalingsmåte.',
      button: 'Tilbake til kassen',
    },
  },
  cancel: {
    title: 'Vil du avbryte godkjenningen i appen?',
    warning: 'Hvis du avbryter nå, blir ikke kjøpet ditt godkjent.',
  },
} satisfies NamespaceKlappAuthenticatorTranslation

export default nb_klappAuthenticator
