import type { NamespaceIdFailureTranslation } from '../../i18n-types.ts'

const pl_idFailure = {
  failure: {
    technicalIssue: {
      title: 'Nie możemy teraz zweryfikować Twojego dokumentu',
      description: 'Coś poszło nie tak po naszej stronie. Spróbuj ponownie później lub wybierz inną metodę płatności.',
      button: 'Wróć do kasy',
    },
    technicalIssueWithContact: {
      title: 'Nie możemy teraz zweryfikować Twojego dokumentu',
      description:
        'Coś poszło nie tak po naszej stronie. Spróbuj ponownie później albo skontaktuj się z naszą obsługą klienta {contactTimes}.',
      button: 'Wróć do kasy',
    },
    sessionTimeout: {
      title: 'Ups, czas minął',
      description: 'Weryfikacja dokumentu trwała zbyt długo. Wróć do kasy i spróbuj ponownie.',
      button: 'Wróć do kasy',
    },
    sessionTimeoutWithContact: {
      title: 'Ups, czas minął',
      description:
        'Weryfikacja dokumentu trwała zbyt długo. Spróbuj ponownie albo skontaktuj się z naszą obsługą klienta {contactTimes}.',
      button: 'Wróć do kasy',
    },
    networkIssue: {
      title: 'Utracono połączenie z internetem',
      description:
        'Połączenie zostało przerwane podczas weryfikacji dokumentu. Sprawdź połączenie z internetem i spróbuj ponownie.',
      button: 'Wróć do kasy',
    },
    networkIssueWithContact: {
      title: 'Utracono połączenie z internetem',
      description:
        'Połączenie zostało przerwane podczas weryfikacji dokumentu. Spróbuj ponownie albo skontaktuj się z naszą obsługą klienta {contactTimes}.',
      button: 'Wróć do kasy',
    },
    invalidAddress: {
      title: 'Nie udało nam się zweryfikować Twojego adresu',
      description: 'Adres w dokumencie nie zgadza się z adresem podanym w kasie. Sprawdź adres i spróbuj ponownie.',
      button: 'Wróć do kasy',
    },
    invalidAddressWithContact: {
      title: 'Nie udało nam się zweryfikować Twojego adresu',
      description:
        'Adres w dokumencie nie zgadza się z adresem podanym w kasie. Jeśli potrzebujesz pomocy, skontaktuj się z naszą obsługą klienta {contactTimes}.',
      button: 'Wróć do kasy',
    },
    invalidDocument: {
      title: 'Nie możemy zaakceptować tego dokumentu',
      description:
        'Użyj ważnego dokumentu tożsamości z dobrze widoczną datą ważności. Zdjęcie całego dokumentu musi być ostre i bez odblasków.',
      button: 'Wróć do kasy',
    },
    invalidDocumentWithContact: {
      title: 'Nie możemy zaakceptować tego dokumentu',
      description:
        'Użyj ważnego dokumentu tożsamości. Zdjęcie całego dokumentu musi być ostre i bez odblasków. Jeśli potrzebujesz pomocy, skontaktuj się z naszą obsługą klienta {contactTimes}.',
      button: 'Wróć do kasy',
    },
    userNotTrusted: {
      title: 'Niestety nie udało nam się potwierdzić Twojej tożsamości',
      description: 'Wybierz inną metodę płatności, aby dokończyć zakup.',
      button: 'Wróć do kasy',
    },
    userNotTrustedWithContact: {
      title: 'Niestety nie udało nam się potwierdzić Twojej tożsamości',
      description: 'Wybierz inną metodę płatności albo skontaktuj się z naszą obsługą klienta {contactTimes}.',
      button: 'Wróć do kasy',
    },
  },
} satisfies NamespaceIdFailureTranslation

export default pl_idFailure
