import type { NamespaceIdFailureTranslation } from '../../i18n-types.ts'

const ro_idFailure = {
  failure: {
    technicalIssue: {
      title: 'Momentan nu vă putem verifica actul de identitate',
      description: 'Am întâmpinat o problemă tehnică. Încercați din nou mai târziu sau alegeți altă metodă de plată.',
      button: 'Înapoi la finalizarea comenzii',
    },
    technicalIssueWithContact: {
      title: 'Momentan nu vă putem verifica actul de identitate',
      description:
        'Am întâmpinat o problemă tehnică. Încercați din nou mai târziu sau contactați asistența pentru clienți: {contactTimes}.',
      button: 'Înapoi la finalizarea comenzii',
    },
    sessionTimeout: {
      title: 'Ups, timpul a expirat',
      description:
        'Verificarea actului de identitate a durat prea mult. Reveniți la finalizarea comenzii și încercați din nou.',
      button: 'Înapoi la finalizarea comenzii',
    },
    sessionTimeoutWithContact: {
      title: 'Ups, timpul a expirat',
      description:
        'Verificarea actului de identitate a durat prea mult. Încercați din nou sau contactați asistența pentru clienți: {contactTimes}.',
      button: 'Înapoi la finalizarea comenzii',
    },
    networkIssue: {
      title: 'Conexiunea la internet s-a întrerupt',
      description:
        'Conexiunea s-a întrerupt în timpul verificării actului de identitate. Verificați conexiunea la internet și încercați din nou.',
      button: 'Înapoi la finalizarea comenzii',
    },
    networkIssueWithContact: {
      title: 'Conexiunea la internet s-a întrerupt',
      description:
        'Conexiunea s-a întrerupt în timpul verificării actului de identitate. Încercați din nou sau contactați asistența pentru clienți: {contactTimes}.',
      button: 'Înapoi la finalizarea comenzii',
    },
    invalidAddress: {
      title: 'Nu v-am putut verifica adresa',
      description:
        'Adresa de pe actul de identitate nu corespunde cu cea introdusă la finalizarea comenzii. Verificați adresa și încercați din nou.',
      button: 'Înapoi la finalizarea comenzii',
    },
    invalidAddressWithContact: {
      title: 'Nu v-am putut verifica adresa',
      description:
        'Adresa de pe actul de identitate nu corespunde cu cea introdusă la finalizarea comenzii. Pentru ajutor, contactați asistența pentru clienți: {contactTimes}.',
      button: 'Înapoi la finalizarea comenzii',
    },
    invalidDocument: {
      title: 'Nu am putut accepta acest document',
      description:
        'Folosiți un act de identitate valabil, neexpirat, cu data expirării bine vizibilă. Imaginea trebuie să fie clară în întregime și fără reflexii.',
      button: 'Înapoi la finalizarea comenzii',
    },
    invalidDocumentWithContact: {
      title: 'Nu am putut accepta acest document',
      description:
        'Folosiți un act de identitate valabil, neexpirat. Imaginea trebuie să fie clară în întregime și fără reflexii. Pentru ajutor, contactați asistența pentru clienți: {contactTimes}.',
      button: 'Înapoi la finalizarea comenzii',
    },
    userNotTrusted: {
      title: 'Din păcate, nu v-am putut verifica identitatea',
      description: 'Alegeți altă metodă de plată pentru a finaliza comanda.',
      button: 'Înapoi la finalizarea comenzii',
    },
    userNotTrustedWithContact: {
      title: 'Din păcate, nu v-am putut verifica identitatea',
      description: 'Alegeți altă metodă de plată sau contactați asistența pentru clienți: {contactTimes}.',
      button: 'Înapoi la finalizarea comenzii',
    },
  },
} satisfies NamespaceIdFailureTranslation

export default ro_idFailure
