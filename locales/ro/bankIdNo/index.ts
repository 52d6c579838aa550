import type { NamespaceBankIdNoTranslation } from '../../i18n-types.ts'

const ro_bankIdNo = {
  title: 'Identificați-vă cu BankID',
  signTitle: 'Semnați cu BankID',
  intro: 'Alegeți cum folosiți BankID. Vă veți identifica în fereastra proprie BankID.',
  signIntro: 'Alegeți cum folosiți BankID. Veți semna în fereastra proprie BankID.',
  methods: 'Cum folosiți BankID?',
  app: 'Aplicația BankID',
  appHint: 'Confirmați în aplicația de pe telefon',
  codeDevice: 'Generator de coduri și parolă',
  codeDeviceHint: 'Folosiți un cod din generator și parola dvs. personală',
  noBankId: 'Nu aveți BankID?',
  estimate: 'De obicei durează aproximativ un minut.',
  review: {
    title: 'Verificați ce urmează să semnați',
    lead: 'Citiți textul. Îl veți semna cu BankID la pasul următor.',
    label: 'Text de semnat',
    loading: 'Se încarcă textul…',
    failed: 'Nu am putut încărca textul de semnat. Încercați din nou.',
    continue: 'Continuați',
  },
  failure: {
    sessionTimeout: {
      title: 'Ups, timpul a expirat',
      description:
        'Identificarea cu BankID a durat prea mult. Reveniți la finalizarea comenzii și încercați din nou cu aplicația BankID sau cu generatorul de coduri.',
      button: 'Înapoi la finalizarea comenzii',
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
      description:
        'Persoana care s-a identificat cu BankID nu corespunde datelor introduse la finalizarea comenzii. Identificați-vă cu propriul BankID.',
      button: 'Înapoi la finalizarea comenzii',
    },
  },
  cancel: {
    title: 'Renunțați la identificarea cu BankID?',
    warning: 'Dacă renunțați acum, comanda nu va fi aprobată.',
  },
} satisfies NamespaceBankIdNoTranslation

export default ro_bankIdNo
