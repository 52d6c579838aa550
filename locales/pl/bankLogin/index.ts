import type { NamespaceBankLoginTranslation } from '../../i18n-types.ts'

const pl_bankLogin = {
  start: {
    title: 'Zaloguj się do swojego banku',
    lead: 'Zaloguj się do swojego banku, aby pomóc nam potwierdzić Twoją tożsamość.',
    noSave: 'Nie zapisujemy Twoich danych logowania.',
    encrypted: 'Bez obaw. Twoje dane są zaszyfrowane i chronione.',
    suggested: 'Zalogujesz się do banku {bankName}.',
    consent:
      'Kontynuując, zezwalasz nam na dostęp do informacji o Twoim rachunku w banku przez maksymalnie 90 dni w celu potwierdzenia Twojej tożsamości.',
    consentMore:
      'Odczytujemy Twoje imię i nazwisko, adres, datę urodzenia oraz dane rachunku i porównujemy je z danymi, które nam podałeś. Nie przelewamy pieniędzy i nikomu nie udostępniamy Twoich danych logowania.',
    consentUk: 'Odczytujemy tylko transakcje z maksymalnie ostatnich 90 dni.',
    why: 'Dlaczego o to prosimy?',
  },
  why: {
    title: 'Dlaczego prosimy Cię o zalogowanie się do banku?',
    body: 'Twój bank już wie, kim jesteś. Zalogowanie się do niego to szybki i bezpieczny sposób na potwierdzenie tożsamości – bez wysyłania dokumentów czy zdjęć.',
    safety:
      'Logujesz się przez bezpieczne, szyfrowane połączenie. Nigdy nie widzimy ani nie zapisujemy Twojego hasła ani kodu PIN i nie możemy realizować płatności z Twojego rachunku.',
  },
  selection: {
    title: 'Znajdź swój bank',
    country: 'Kraj',
    search: 'Nazwa banku, IBAN lub BIC',
    searchHint: 'Na przykład PKO Bank Polski, BPKOPLPWXXX lub Twój IBAN.',
    minChars: 'Wpisz co najmniej trzy znaki',
    searching: 'Wyszukiwanie…',
    results: 'Znaleziono {count|int} {{|bank||banki|banków|banku}}. Wybierz bank klawiszami strzałek.',
    noResults: 'Nie znaleziono banków. Sprawdź pisownię albo spróbuj wpisać BIC lub swój IBAN.',
    ibanTyping: 'IBAN z tego kraju ma {expected|int} znaków. Wpisano: {length|int}.',
    ibanLength: 'IBAN z tego kraju ma {expected|int} znaków. Sprawdź go.',
    ibanChecksum: 'Ten IBAN jest nieprawidłowy. Sprawdź, czy nie ma w nim literówek.',
    ibanCountry: 'Nie możemy połączyć się z bankami z kraju tego numeru IBAN.',
    countryChanged: 'Banki z kraju: {country}.',
    searchFailed: 'Nie udało się teraz wyszukać banków. Spróbuj ponownie.',
    tryAgain: 'Szukaj ponownie',
    notListed: 'Mojego banku nie ma na liście',
    connecting: 'Łączenie z bankiem {bankName}…',
    selectFailed: 'Nie udało się połączyć z bankiem {bankName}. Spróbuj ponownie lub wybierz inny bank.',
    startFailed: 'Nie udało się rozpocząć logowania do banku. Spróbuj ponownie.',
  },
  countries: {
    DE: 'Niemcy',
    AT: 'Austria',
    BE: 'Belgia',
    IT: 'Włochy',
    NL: 'Holandia',
    PL: 'Polska',
    ES: 'Hiszpania',
    SE: 'Szwecja',
    CH: 'Szwajcaria',
    GB: 'Wielka Brytania',
  },
  creds: {
    title: 'Zaloguj się do banku {selectedBank}',
    lead: 'Użyj danych, którymi logujesz się do bankowości internetowej banku {selectedBank}.',
    fields: {
      userId: 'Identyfikator',
      username: 'Nazwa użytkownika',
      customerNumber: 'Numer klienta',
      contractNumber: 'Numer umowy',
      pin: 'Kod PIN',
      password: 'Hasło',
    },
    required: 'Wypełnij to pole.',
    submit: 'Zaloguj się',
    wrong: 'Te dane logowania są nieprawidłowe. Sprawdź je i spróbuj ponownie.',
    attemptsLeft: '{{|Pozostała||Pozostały|Pozostało|Pozostało}} {count|int} {{|próba||próby|prób|próby}}.',
    blocked: 'Twój bank zablokował logowanie po zbyt wielu próbach. Wybierz inny bank lub inną metodę.',
    failed: 'Nie udało się Cię zalogować. Spróbuj ponownie.',
    dismissed: 'Logowanie nie zostało zatwierdzone w aplikacji banku. Zaloguj się ponownie.',
  },
  code: {
    title: 'Wpisz kod z banku',
    lead: 'Bank {selectedBank} wysłał Ci jednorazowy kod SMS-em lub w aplikacji.',
    label: 'Kod z banku',
    verifying: 'Sprawdzamy kod…',
    wrong: 'Ten kod jest nieprawidłowy. Spróbuj ponownie.',
    failed: 'Nie udało się sprawdzić kodu. Spróbuj ponownie.',
  },
  app: {
    title: 'Zatwierdź w aplikacji banku',
    lead: 'Otwórz w telefonie aplikację banku {selectedBank} i zatwierdź w niej logowanie.',
    waiting: 'Czekamy na Twoje zatwierdzenie…',
    estimate: 'Zwykle trwa to krócej niż minutę.',
  },
  verify: {
    title: 'Potwierdzamy Twoją tożsamość',
    lead: 'Sprawdzamy Twoje dane w banku: {selectedBank}.',
    estimate: 'Zwykle trwa to tylko kilka sekund.',
    readingAccount: 'Odczytujemy dane Twojego konta…',
  },
  report: {
    title: 'Powiedz nam, z jakiego banku korzystasz',
    lead: 'Stale dodajemy nowe banki. Napisz, z jakiego banku korzystasz, a sprawdzimy, czy możemy go dodać.',
    label: 'Nazwa Twojego banku',
    required: 'Wpisz nazwę swojego banku.',
    send: 'Wyślij',
    failed: 'Nie udało się zgłosić nieobsługiwanego banku. Spróbuj ponownie.',
  },
  reported: {
    title: 'Dziękujemy!',
    body: 'Zanotowaliśmy, że chcesz korzystać z banku {bankName}. Na razie wybierz inny bank lub inny sposób potwierdzenia tożsamości.',
  },
  otherBank: 'Wybierz inny bank',
  yourBank: 'Twój bank',
  failure: {
    userMismatch: {
      title: 'Właściciel rachunku się nie zgadza',
      description:
        'Rachunek bankowy, do którego się zalogowałeś, należy do innej osoby. Zaloguj się do własnego rachunku.',
      button: 'Wróć do wyboru metody',
    },
    insufficientInfo: {
      title: 'Twój bank nie przekazał wystarczających informacji',
      description:
        'Nie udało się potwierdzić Twojej tożsamości na podstawie danych przekazanych przez bank. Spróbuj innego banku lub innej metody płatności.',
      button: 'Wróć do wyboru metody',
    },
    incompleteVerification: {
      title: 'Logowanie do banku nie zostało dokończone',
      description:
        'Nie otrzymaliśmy od Twojego banku wszystkiego, czego potrzebujemy. Wróć do kasy, aby zacząć od nowa, lub wybierz inną metodę płatności.',
      button: 'Wróć do kasy',
    },
    technicalIssue: {
      title: 'Nie udało się połączyć z Twoim bankiem',
      description:
        'Wystąpił problem podczas łączenia z bankiem: {bankName}. Spróbuj ponownie później lub wybierz inną metodę płatności.',
      button: 'Wróć do kasy',
    },
    sessionTimeout: {
      title: 'Ups, skończył się czas',
      description:
        'Logowanie do banku trwało zbyt długo. Wróć do kasy, aby spróbować ponownie, lub wybierz inną metodę.',
      button: 'Wróć do kasy',
    },
  },
  cancel: {
    title: 'Przerwać logowanie do banku?',
    warning: 'Jeśli teraz przerwiesz, zakup nie zostanie zatwierdzony.',
  },
} satisfies NamespaceBankLoginTranslation

export default pl_bankLogin
