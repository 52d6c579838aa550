import type { NamespaceIdCheckTranslation } from '../../i18n-types.ts'

const pl_idCheck = {
  failure: {
    technicalIssue: {
      title: 'Nie możemy teraz sprawdzić Twojego dokumentu',
      description: 'Coś poszło nie tak po naszej stronie. Spróbuj ponownie później lub wybierz inną metodę płatności.',
      button: 'Wróć do kasy',
    },
    sessionTimeout: {
      title: 'Ups, czas minął',
      description: 'Sprawdzanie dokumentu trwało zbyt długo. Wróć do kasy i spróbuj ponownie.',
      button: 'Wróć do kasy',
    },
    verify: {
      title: 'Nie udało nam się zweryfikować Twojego dokumentu',
      description: 'Wpisane dane nie zgadzają się z danymi zapisanymi dla tego dokumentu. Sprawdź je i spróbuj ponownie.',
      button: 'Spróbuj ponownie',
    },
    invalidAddress: {
      title: 'Nie udało nam się zweryfikować Twojego adresu',
      description: 'Podany adres nie zgadza się z naszymi danymi. Sprawdź go i spróbuj ponownie.',
      button: 'Zmień adres',
    },
    userNotFound: {
      title: 'Nie znaleźliśmy Twoich danych',
      description: 'Nie znaleźliśmy wpisu pasującego do Twojego imienia, nazwiska i adresu. Sprawdź adres i spróbuj ponownie.',
      button: 'Zmień adres',
    },
  },
  customerServiceLabel: 'obsługą klienta',
  customerServiceUrl: 'https://www.provider.com/nz/customer-service/',
  cancel: {
    title: 'Przerwać weryfikację dokumentu?',
    warning: 'Jeśli teraz przerwiesz, zakup nie zostanie zatwierdzony.',
  },
} satisfies NamespaceIdCheckTranslation

export default pl_idCheck
