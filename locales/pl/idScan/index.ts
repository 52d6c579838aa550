import type { NamespaceIdScanTranslation } from '../../i18n-types.ts'

const pl_idScan = {
  failure: {
    technicalIssue: {
      title: 'Nie możemy teraz zweryfikować Twojego dokumentu',
      description: 'Coś poszło nie tak po naszej stronie. Spróbuj ponownie później lub wybierz inną metodę płatności.',
      button: 'Wróć do kasy',
    },
    technicalIssueWithContact: {
      title: 'Nie możemy teraz zweryfikować Twojego dokumentu',
      description: 'Coś poszło nie tak po naszej stronie. Spróbuj ponownie później albo skontaktuj się z naszą obsługą klienta przez czat (pon.–niedz. 9:00–17:00) lub telefonicznie (pon.–pt. 9:00–17:00).',
      button: 'Wróć do kasy',
    },
    sessionTimeout: {
      title: 'Ups, czas minął',
      description: 'Weryfikacja dokumentu trwała zbyt długo. Wróć do kasy i spróbuj ponownie.',
      button: 'Wróć do kasy',
    },
    sessionTimeoutWithContact: {
      title: 'Ups, czas minął',
      description: 'Weryfikacja dokumentu trwała zbyt długo. Spróbuj ponownie albo skontaktuj się z naszą obsługą klienta przez czat (pon.–niedz. 9:00–17:00) lub telefonicznie (pon.–pt. 9:00–17:00).',
      button: 'Wróć do kasy',
    },
    networkIssue: {
      title: 'Utracono połączenie z internetem',
      description: 'Połączenie zostało przerwane podczas weryfikacji dokumentu. Sprawdź połączenie z internetem i spróbuj ponownie.',
      button: 'Spróbuj ponownie',
    },
    networkIssueWithContact: {
      title: 'Utracono połączenie z internetem',
      description: 'Połączenie zostało przerwane podczas weryfikacji dokumentu. Spróbuj ponownie albo skontaktuj się z naszą obsługą klienta przez czat (pon.–niedz. 9:00–17:00) lub telefonicznie (pon.–pt. 9:00–17:00).',
      button: 'Spróbuj ponownie',
    },
    invalidAddress: {
      title: 'Nie udało nam się zweryfikować Twojego adresu',
      description: 'Adres w dokumencie nie zgadza się z adresem podanym w kasie. Sprawdź adres i spróbuj ponownie.',
      button: 'Wróć do kasy',
    },
    invalidAddressWithContact: {
      title: 'Nie udało nam się zweryfikować Twojego adresu',
      description: 'Adres w dokumencie nie zgadza się z adresem podanym w kasie. Jeśli potrzebujesz pomocy, skontaktuj się z naszą obsługą klienta przez czat (pon.–niedz. 9:00–17:00) lub telefonicznie (pon.–pt. 9:00–17:00).',
      button: 'Wróć do kasy',
    },
    invalidDocument: {
      title: 'Nie możemy zaakceptować tego dokumentu',
      description: 'Użyj ważnego dokumentu tożsamości z dobrze widoczną datą ważności. Zdjęcie całego dokumentu musi być ostre i bez odblasków.',
      button: 'Spróbuj ponownie',
    },
    invalidDocumentWithContact: {
      title: 'Nie możemy zaakceptować tego dokumentu',
      description: 'Użyj ważnego dokumentu tożsamości. Zdjęcie całego dokumentu musi być ostre i bez odblasków. Jeśli potrzebujesz pomocy, skontaktuj się z naszą obsługą klienta przez czat (pon.–niedz. 9:00–17:00) lub telefonicznie (pon.–pt. 9:00–17:00).',
      button: 'Spróbuj ponownie',
    },
    userNotTrusted: {
      title: 'Niestety nie udało nam się potwierdzić Twojej tożsamości',
      description: 'Wybierz inną metodę płatności, aby dokończyć zakup.',
      button: 'Wróć do kasy',
    },
    userNotTrustedWithContact: {
      title: 'Niestety nie udało nam się potwierdzić Twojej tożsamości',
      description: 'Wybierz inną metodę płatności albo skontaktuj się z naszą obsługą klienta przez czat (pon.–niedz. 9:00–17:00) lub telefonicznie (pon.–pt. 9:00–17:00).',
      button: 'Wróć do kasy',
    },
    userMismatch: {
      title: 'Dokument nie zgadza się z Twoimi danymi',
      description: 'Imię i nazwisko w dokumencie nie zgadzają się z tymi podanymi w kasie. Użyj własnego dokumentu.',
      button: 'Spróbuj ponownie',
    },
    idNumberMissing: {
      title: 'Nie udało się odczytać numeru identyfikacyjnego',
      description: 'Zeskanuj dokument, na którym numer identyfikacyjny jest wyraźnie widoczny.',
      button: 'Spróbuj ponownie',
    },
    idNumberMismatch: {
      title: 'Numer identyfikacyjny się nie zgadza',
      description: 'Numer identyfikacyjny w dokumencie nie zgadza się z podanym przez Ciebie numerem. Sprawdź go i spróbuj ponownie.',
      button: 'Spróbuj ponownie',
    },
  },
  cancel: {
    title: 'Przerwać weryfikację dokumentu?',
    warning: 'Jeśli teraz przerwiesz, zakup nie zostanie zatwierdzony, a skanowanie trzeba będzie zacząć od nowa.',
  },
} satisfies NamespaceIdScanTranslation

export default pl_idScan
