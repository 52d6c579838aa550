import type { NamespaceBankIdFiTranslation } from '../../i18n-types.ts'

const pl_bankIdFi = {
  failure: {
    userMismatch: {
      title: 'Dane się nie zgadzają',
      description: 'Upewnij się, że podany osobisty numer identyfikacyjny jest taki sam jak numer przypisany do konta bankowego, przez które się identyfikujesz.',
      button: 'Spróbuj ponownie',
    },
    technicalIssue: {
      title: 'Identyfikacja przez bank chwilowo nie działa',
      description: 'Coś poszło nie tak po naszej stronie. Spróbuj ponownie później lub wybierz inną metodę płatności.',
      button: 'Wróć do kasy',
    },
    accessDenied: {
      title: 'Bank nie udostępnił Twoich danych',
      description: 'Potrzebujemy potwierdzenia Twojej tożsamości przez bank. Spróbuj ponownie i zezwól bankowi na udostępnienie Twoich danych.',
      button: 'Spróbuj ponownie',
    },
    sessionTimeout: {
      title: 'Ups, czas minął',
      description: 'Identyfikacja w banku trwała zbyt długo. Spróbuj ponownie lub wybierz inną metodę płatności.',
      button: 'Spróbuj ponownie',
    },
    userNotTrusted: {
      title: 'Niestety nie udało nam się potwierdzić Twojej tożsamości',
      description: 'Wybierz inną metodę płatności, aby dokończyć zakup.',
      button: 'OK',
    },
  },
  cancel: {
    title: 'Przerwać identyfikację w banku?',
    warning: 'Jeśli teraz przerwiesz, zakup nie zostanie zatwierdzony.',
  },
} satisfies NamespaceBankIdFiTranslation

export default pl_bankIdFi
