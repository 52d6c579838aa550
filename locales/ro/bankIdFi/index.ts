import type { NamespaceBankIdFiTranslation } from '../../i18n-types.ts'

const ro_bankIdFi = {
  title: 'Identificați-vă prin banca dvs.',
  intro: 'Alegeți banca. Vă veți identifica în fereastra proprie a băncii, ca atunci când vă autentificați.',
  search: 'Căutați banca dvs.',
  banks: 'Bănci',
  /** Said once the shopper stops typing: how many banks the search found. */
  found: '{{|A fost găsită||Au fost găsite|Au fost găsite|Au fost găsite}} {count|int} {{|bancă||bănci||de bănci}}.',
  noMatch: 'Nicio bancă nu corespunde cu „{query}”. Verificați ortografia sau alegeți altă metodă.',
  mobileCertificate: 'Certificat mobil',
  yourBank: 'banca dvs.',
  why: 'De ce vă întrebăm?',
  whyTitle: 'De ce vă cerem să vă identificați?',
  whyLaw: 'Legea ne obligă să verificăm identitatea tuturor celor care plătesc prin noi.',
  whyMatch:
    'Banca dvs. vă confirmă numele și codul de identificare național. Acestea trebuie să corespundă datelor contului bancar cu care vă identificați.',
  whyPrivate: 'Nu vedem niciodată datele dvs. de autentificare la bancă.',
  lastStep: 'Ultimul pas: identificarea la banca dvs.',
  failure: {
    userMismatch: {
      title: 'Datele nu corespund',
      description:
        'Asigurați-vă că codul numeric personal introdus este același cu cel asociat contului bancar cu care vă identificați.',
      button: 'Înapoi la finalizarea comenzii',
    },
    technicalIssue: {
      title: 'Identificarea prin bancă nu funcționează momentan',
      description: 'Am întâmpinat o problemă tehnică. Încercați din nou mai târziu sau alegeți altă metodă de plată.',
      button: 'Înapoi la finalizarea comenzii',
    },
    accessDenied: {
      title: 'Banca nu ne-a transmis datele dumneavoastră',
      description:
        'Avem nevoie de confirmarea identității dumneavoastră de la bancă. Încercați din nou și permiteți băncii să ne transmită datele.',
      button: 'Înapoi la finalizarea comenzii',
    },
    sessionTimeout: {
      title: 'Ups, timpul a expirat',
      description: 'Identificarea la bancă a durat prea mult. Încercați din nou sau alegeți altă metodă de plată.',
      button: 'Înapoi la finalizarea comenzii',
    },
    userNotTrusted: {
      title: 'Din păcate, nu v-am putut verifica identitatea',
      description: 'Alegeți altă metodă de plată pentru a finaliza comanda.',
      button: 'OK',
    },
  },
  cancel: {
    title: 'Renunțați la identificarea prin bancă?',
    warning: 'Dacă renunțați acum, comanda nu va fi aprobată.',
  },
} satisfies NamespaceBankIdFiTranslation

export default ro_bankIdFi
