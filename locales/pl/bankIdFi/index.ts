import type { NamespaceBankIdFiTranslation } from '../../i18n-types.ts'

const pl_bankIdFi = {
  title: 'Zidentyfikuj się przez swój bank',
  intro: 'Wybierz swój bank. Zidentyfikujesz się w oknie banku, tak jak przy logowaniu.',
  search: 'Wyszukaj swój bank',
  banks: 'Banki',
  /** Said once the shopper stops typing: how many banks the search found. */
  found: 'Znaleziono {count|int} {{|bank||banki|banków|banku}}.',
  noMatch: 'Żaden bank nie pasuje do „{query}”. Sprawdź pisownię lub wybierz inną metodę.',
  mobileCertificate: 'Certyfikat mobilny',
  yourBank: 'Twój bank',
  why: 'Dlaczego o to prosimy?',
  whyTitle: 'Dlaczego prosimy Cię o identyfikację?',
  whyLaw: 'Prawo wymaga od nas weryfikacji tożsamości każdej osoby, która płaci za naszym pośrednictwem.',
  whyMatch:
    'Twój bank potwierdza Twoje imię i nazwisko oraz krajowy numer identyfikacyjny. Muszą zgadzać się z danymi konta, przez które się identyfikujesz.',
  whyPrivate: 'Nigdy nie widzimy Twoich danych logowania do banku.',
  lastStep: 'Ostatni krok: identyfikacja w Twoim banku',
  failure: {
    userMismatch: {
      title: 'Dane się nie zgadzają',
      description:
        'Upewnij się, że podany osobisty numer identyfikacyjny jest taki sam jak numer przypisany do konta bankowego, przez które się identyfikujesz.',
      button: 'Wróć do kasy',
    },
    technicalIssue: {
      title: 'Identyfikacja przez bank chwilowo nie działa',
      description: 'Coś poszło nie tak po naszej stronie. Spróbuj ponownie później lub wybierz inną metodę płatności.',
      button: 'Wróć do kasy',
    },
    accessDenied: {
      title: 'Bank nie udostępnił Twoich danych',
      description:
        'Potrzebujemy potwierdzenia Twojej tożsamości przez bank. Spróbuj ponownie i zezwól bankowi na udostępnienie Twoich danych.',
      button: 'Wróć do kasy',
    },
    sessionTimeout: {
      title: 'Ups, czas minął',
      description: 'Identyfikacja w banku trwała zbyt długo. Spróbuj ponownie lub wybierz inną metodę płatności.',
      button: 'Wróć do kasy',
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
