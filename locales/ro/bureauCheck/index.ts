import type { NamespaceBureauCheckTranslation } from '../../i18n-types.ts'

const ro_bureauCheck = {
  failure: {
    technicalIssueFallback: {
      title: 'Nu am putut finaliza comanda',
      description: 'Nu vă faceți griji, puteți încerca din nou sau puteți alege orice altă metodă de plată pentru a finaliza comanda.',
      button: 'Înapoi la finalizarea comenzii',
    },
    invalidUserInfoWithContact: {
      title: 'Nu am putut finaliza comanda',
      description: 'Nu vă faceți griji, puteți încerca din nou sau puteți alege orice altă metodă de plată pentru a finaliza comanda. Aveți nevoie de ajutor? Echipa noastră de asistență pentru clienți vă stă la dispoziție prin chat luni–duminică, 9:00–17:00, și telefonic luni–vineri, 9:00–17:00.',
      button: 'Înapoi la finalizarea comenzii',
    },
    userNotTrustedWithContact: {
      title: 'Nu am putut finaliza comanda',
      description: 'Nu vă faceți griji, puteți alege orice altă metodă de plată pentru a finaliza comanda. Aveți nevoie de ajutor? Echipa noastră de asistență pentru clienți vă stă la dispoziție prin chat luni–duminică, 9:00–17:00, și telefonic luni–vineri, 9:00–17:00.',
      button: 'Înapoi la finalizarea comenzii',
    },
  },
  cancel: {
    title: 'Renunțați la verificarea identității?',
    warning: 'Dacă renunțați acum, comanda nu va fi aprobată.',
  },
} satisfies NamespaceBureauCheckTranslation

export default ro_bureauCheck
