import type { NamespaceKlappAuthenticatorTranslation } from '../../i18n-types.ts'

const ro_klappAuthenticator = {
  failure: {
    sessionTimeout: {
      title: 'Ups, timpul a expirat',
      description: 'Nu am primit la timp aprobarea dumneavoastră din aplicație. Încercați din nou.',
      button: 'Încercați din nou',
    },
    rdlSessionRejected: {
      title: 'Solicitarea a fost respinsă în aplicație',
      description: 'Ați respins solicitarea în aplicație, așa că nu v-am putut confirma identitatea. Dacă nu ați fost dumneavoastră, alegeți altă metodă de plată.',
      button: 'Înapoi la finalizarea comenzii',
    },
  },
  cancel: {
    title: 'Renunțați la aprobarea în aplicație?',
    warning: 'Dacă renunțați acum, comanda nu va fi aprobată.',
  },
} satisfies NamespaceKlappAuthenticatorTranslation

export default ro_klappAuthenticator
