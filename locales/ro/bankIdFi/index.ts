import type { NamespaceBankIdFiTranslation } from '../../i18n-types.ts'

const ro_bankIdFi = {
  failure: {
    userMismatch: {
      title: 'Datele nu corespund',
      description: 'Asigurați-vă că codul numeric personal introdus este același cu cel asociat contului bancar cu care vă identificați.',
      button: 'Încercați din nou',
    },
    technicalIssue: {
      title: 'Identificarea prin bancă nu funcționează momentan',
      description: 'Am întâmpinat o problemă tehnică. Încercați din nou mai târziu sau alegeți altă metodă de plată.',
      button: 'Înapoi la finalizarea comenzii',
    },
    accessDenied: {
      title: 'Banca nu ne-a transmis datele dumneavoastră',
      description: 'Avem nevoie de confirmarea identității dumneavoastră de la bancă. Încercați din nou și permiteți băncii să ne transmită datele.',
      button: 'Încercați din nou',
    },
    sessionTimeout: {
      title: 'Ups, timpul a expirat',
      description: 'Identificarea la bancă a durat prea mult. Încercați din nou sau alegeți altă metodă de plată.',
      button: 'Încercați din nou',
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
