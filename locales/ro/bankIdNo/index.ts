import type { NamespaceBankIdNoTranslation } from '../../i18n-types.ts'

const ro_bankIdNo = {
  failure: {
    sessionTimeout: {
      title: 'Ups, timpul a expirat',
      description: 'Identificarea cu BankID a durat prea mult. Încercați din nou cu generatorul de coduri sau cu BankID pe mobil.',
      button: 'Încercați din nou',
    },
    userInteraction: {
      title: 'Identificarea a fost anulată',
      description: 'Ați întrerupt identificarea cu BankID. Încercați din nou sau alegeți altă metodă de plată.',
      button: 'Înapoi la finalizarea comenzii',
    },
    technicalIssue: {
      title: 'BankID nu funcționează momentan',
      description: 'A apărut o problemă cu BankID. Încercați din nou mai târziu sau alegeți altă metodă de plată.',
      button: 'Înapoi la finalizarea comenzii',
    },
    userMismatch: {
      title: 'Datele nu corespund',
      description: 'Persoana care s-a identificat cu BankID nu corespunde datelor introduse la finalizarea comenzii. Identificați-vă cu propriul BankID.',
      button: 'Înapoi la finalizarea comenzii',
    },
  },
  cancel: {
    title: 'Renunțați la identificarea cu BankID?',
    warning: 'Dacă renunțați acum, comanda nu va fi aprobată.',
  },
} satisfies NamespaceBankIdNoTranslation

export default ro_bankIdNo
