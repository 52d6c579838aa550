import type { NamespaceIdCheckTranslation } from '../../i18n-types.ts'

const ro_idCheck = {
  failure: {
    technicalIssue: {
      title: 'Momentan nu vă putem verifica actul de identitate',
      description: 'Am întâmpinat o problemă tehnică. Încercați din nou mai târziu sau alegeți altă metodă de plată.',
      button: 'Înapoi la finalizarea comenzii',
    },
    sessionTimeout: {
      title: 'Ups, timpul a expirat',
      description: 'Verificarea actului de identitate a durat prea mult. Reveniți la finalizarea comenzii și încercați din nou.',
      button: 'Înapoi la finalizarea comenzii',
    },
    verify: {
      title: 'Nu v-am putut verifica actul de identitate',
      description: 'Datele introduse nu corespund cu cele înregistrate pentru acest document. Verificați-le și încercați din nou.',
      button: 'Încercați din nou',
    },
    invalidAddress: {
      title: 'Nu v-am putut verifica adresa',
      description: 'Adresa introdusă nu corespunde cu datele din evidențele noastre. Verificați-o și încercați din nou.',
      button: 'Modificați adresa',
    },
    userNotFound: {
      title: 'Nu v-am găsit datele',
      description: 'Nu am găsit nicio înregistrare care să corespundă numelui și adresei dumneavoastră. Verificați adresa și încercați din nou.',
      button: 'Modificați adresa',
    },
  },
  customerServiceLabel: 'asistența pentru clienți',
  customerServiceUrl: 'https://www.provider.com/nz/customer-service/',
  cancel: {
    title: 'Renunțați la verificarea actului de identitate?',
    warning: 'Dacă renunțați acum, comanda nu va fi aprobată.',
  },
} satisfies NamespaceIdCheckTranslation

export default ro_idCheck
