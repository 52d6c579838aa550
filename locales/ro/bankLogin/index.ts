import type { NamespaceBankLoginTranslation } from '../../i18n-types.ts'

const ro_bankLogin = {
  failure: {
    userMismatch: {
      title: 'Titularul contului nu corespunde',
      description: 'Contul bancar la care v-ați conectat aparține altei persoane. Conectați-vă la propriul cont bancar.',
      button: 'Înapoi la opțiuni',
    },
    insufficientInfo: {
      title: 'Banca nu ne-a transmis suficiente informații',
      description: 'Nu v-am putut verifica identitatea cu datele transmise de bancă. Încercați cu altă bancă sau alegeți altă metodă de plată.',
      button: 'Înapoi la opțiuni',
    },
    incompleteVerification: {
      title: 'Conectarea la bancă nu a fost finalizată',
      description: 'Nu am primit de la bancă toate informațiile de care avem nevoie. Conectați-vă din nou și parcurgeți toți pașii.',
      button: 'Încercați din nou',
    },
    technicalIssue: {
      title: 'Nu ne-am putut conecta la bancă',
      description: 'A apărut o problemă la conectarea la {bankName}. Încercați din nou mai târziu sau alegeți altă metodă de plată.',
      button: 'Înapoi la finalizarea comenzii',
    },
    sessionTimeout: {
      title: 'Ups, timpul a expirat',
      description: 'Conectarea la bancă a durat prea mult. Încercați din nou sau alegeți altă metodă.',
      button: 'Încercați din nou',
    },
  },
  cancel: {
    title: 'Renunțați la conectarea la bancă?',
    warning: 'Dacă renunțați acum, comanda nu va fi aprobată.',
  },
} satisfies NamespaceBankLoginTranslation

export default ro_bankLogin
