import type { NamespaceIdCheckTranslation } from '../../i18n-types.ts'

const pl_idCheck = {
  document: {
    title: 'Zweryfikuj swój dokument tożsamości',
    lead: 'Przed zakupem musimy zweryfikować jeden z Twoich dokumentów tożsamości. Zwykle trwa to mniej niż 2 minuty i wystarczy zrobić to raz.',
    secondTitle: 'Dodaj jeszcze jeden dokument',
    secondLead:
      'Na koniec potrzebujemy jeszcze jednego dokumentu tożsamości, innego rodzaju niż ten, który właśnie zweryfikowano.',
    typeLegend: 'Którego dokumentu chcesz użyć?',
    types: {
      driverLicence: 'Prawo jazdy',
      passport: 'Paszport',
      medicare: 'Karta Medicare',
    },
    submit: 'Zweryfikuj dokument',
    rejected:
      'Nie udało się zweryfikować tego dokumentu. Sprawdź, czy wszystkie dane są wpisane dokładnie tak, jak na dokumencie, albo wybierz inny dokument.',
    attemptsLeft: 'Masz jeszcze {count|int} {{|próbę||próby|prób|próby}}.',
    sendFailed: 'Nie udało się wysłać Twoich danych. Spróbuj ponownie.',
  },
  fields: {
    state: {
      label: 'Stan lub terytorium wydania',
      choose: 'Wybierz stan lub terytorium',
      required: 'Wybierz stan lub terytorium, które wydało Twoje prawo jazdy',
    },
    licenceNumber: {
      label: 'Numer prawa jazdy',
      hint: 'Tak jak na Twoim prawie jazdy',
      hintFormat: 'Tak jak na Twoim prawie jazdy: {format}',
      required: 'Wpisz numer swojego prawa jazdy',
      format: 'Numery praw jazdy z {state} mają {format}',
    },
    cardNumber: {
      label: 'Numer karty',
      hint: 'Zmienia się z każdą nową kartą prawa jazdy',
      hintFront: 'Na przedniej stronie karty prawa jazdy: {format}',
      hintBack: 'Na odwrocie karty prawa jazdy: {format}',
      hintEither: 'Na przedniej stronie lub na odwrocie karty prawa jazdy: {format}',
      required: 'Wpisz numer karty swojego prawa jazdy',
      format: 'Numery kart praw jazdy z {state} mają {format}',
    },
    nzLicenceNumber: {
      hint: 'Dwie litery i sześć cyfr (5a na prawie jazdy), na przykład AB123456',
      format: 'Wpisz dwie litery i sześć cyfr, na przykład AB123456',
    },
    version: {
      label: 'Numer wersji',
      hint: 'Trzy cyfry (5b na prawie jazdy). Zmienia się z każdym nowym prawem jazdy',
      required: 'Wpisz numer wersji swojego prawa jazdy',
      format: 'Wpisz trzy cyfry wersji, na przykład 123',
    },
    country: {
      label: 'Kraj wydania',
      required: 'Wybierz kraj, który wydał Twój paszport',
    },
    passportNumber: {
      label: 'Numer paszportu',
      hint: 'Tak jak w Twoim paszporcie',
      hintExample: 'Tak jak w Twoim paszporcie, na przykład {example}',
      required: 'Wpisz numer swojego paszportu',
      format: 'Wpisz numer paszportu tak, jak jest wydrukowany, na przykład {example}',
      formatOther: 'Wpisz numer paszportu tak, jak jest wydrukowany: od 5 do 9 liter lub cyfr',
    },
    medicareNumber: {
      label: 'Numer karty Medicare',
      hint: '10 cyfr na Twojej karcie, na przykład 2123\u00a045670\u00a01',
      required: 'Wpisz numer swojej karty Medicare',
      digits: 'Używaj tylko cyfr',
      tenDigits: 'Numer karty Medicare ma 10 cyfr',
      invalid: 'To nie jest prawidłowy numer karty Medicare. Sprawdź 10 cyfr na swojej karcie',
    },
    referenceNumber: {
      label: 'Indywidualny numer referencyjny',
      hint: 'Cyfra obok Twojego imienia na karcie, od 1 do 9',
      required: 'Wpisz swój indywidualny numer referencyjny',
      format: 'Wpisz jedną cyfrę obok swojego imienia, od 1 do 9',
    },
    colour: {
      label: 'Kolor karty',
      green: 'Zielona',
      blue: 'Niebieska',
      yellow: 'Żółta',
      required: 'Wybierz kolor swojej karty',
    },
    validTo: {
      label: 'Ważna do',
      hint: 'Tak jak na Twojej karcie',
      hintGreen: 'Tak jak na Twojej karcie: MM/RRRR, na przykład 03/2029',
      hintOther: 'Tak jak na Twojej karcie: DD/MM/RR, na przykład 31/05/27',
      required: 'Wpisz datę, do której ważna jest Twoja karta',
      formatGreen: 'Wpisz datę tak, jak jest na zielonej karcie: MM/RRRR',
      formatOther: 'Wpisz datę tak, jak jest na Twojej karcie: DD/MM/RR',
      invalidDate: 'Wpisz datę, która istnieje',
      expired: 'Ta karta straciła ważność. Użyj ważnej karty lub wybierz inny dokument',
      tooFar: 'Sprawdź rok: jest zbyt odległy',
    },
    nameOnCard: {
      label: 'Imię i nazwisko na karcie',
      hint: 'Dokładnie tak, jak na Twojej karcie, z inicjałami',
      required: 'Wpisz imię i nazwisko tak, jak na Twojej karcie',
      tooLong: 'Imię i nazwisko na karcie Medicare ma najwyżej {max|int} znaków. Wpisz je tak, jak są wydrukowane',
    },
    firstName: {
      label: 'Imię',
      required: 'Wpisz swoje imię',
    },
    middleName: {
      label: 'Drugie imię (opcjonalnie)',
      hint: 'Tylko jeśli jest na Twoim dokumencie',
    },
    lastName: {
      label: 'Nazwisko',
      required: 'Wpisz swoje nazwisko',
    },
    namesHint: 'Tak jak na Twoim dokumencie',
    characters: 'Używaj tylko liter, spacji, łączników i apostrofów',
    tooLong: 'Użyj najwyżej {max|int} znaków',
    rejected: 'Sprawdź tę informację: nie zgadza się z dokumentem',
  },
  formats: {
    digits: '{count|int} cyfr',
    digitsUpTo: 'do {max|int} cyfr',
    digitsRange: 'od {min|int} do {max|int} cyfr',
    characters: '{count|int} liter lub cyfr',
    charactersUpTo: 'do {max|int} liter lub cyfr',
    charactersRange: 'od {min|int} do {max|int} liter lub cyfr',
  },
  loading: {
    title: 'Sprawdzamy Twój dokument',
    estimate: 'Zwykle trwa to kilka sekund.',
  },
  verified: {
    title: 'Dziękujemy!',
    body: 'Twój dokument tożsamości został zweryfikowany.',
    next: 'Na koniec potrzebujemy jeszcze jednego dokumentu tożsamości innego rodzaju.',
  },
  failure: {
    technicalIssue: {
      title: 'Nie możemy teraz sprawdzić Twojego dokumentu',
      description: 'Coś poszło nie tak po naszej stronie. Spróbuj ponownie później lub wybierz inną metodę płatności.',
      button: 'Wróć do kasy',
      customerService: 'obsługą klienta',
    },
    sessionTimeout: {
      title: 'Ups, czas minął',
      description: 'Sprawdzanie dokumentu trwało zbyt długo. Wróć do kasy i spróbuj ponownie.',
      button: 'Wróć do kasy',
    },
    verify: {
      title: 'Nie udało nam się zweryfikować Twojego dokumentu',
      description:
        'Wpisane dane nie zgadzają się z danymi zapisanymi dla tego dokumentu. Wróć do kasy i spróbuj ponownie albo wybierz inną metodę płatności.',
      button: 'Wróć do kasy',
      customerService: 'obsługą klienta',
    },
    invalidAddress: {
      title: 'Nie udało nam się zweryfikować Twojego adresu',
      description: 'Podany adres nie zgadza się z naszymi danymi. Sprawdź go i spróbuj ponownie.',
      button: 'Zmień adres',
      customerService: 'obsługą klienta',
    },
    userNotFound: {
      title: 'Nie znaleźliśmy Twoich danych',
      description:
        'Nie znaleźliśmy wpisu pasującego do Twojego imienia, nazwiska i adresu. Sprawdź adres i spróbuj ponownie.',
      button: 'Zmień adres',
      customerService: 'obsługą klienta',
    },
  },
  customerServiceUrl: 'https://www.provider.com/{market}/customer-service/',
  cancel: {
    title: 'Przerwać weryfikację dokumentu?',
    warning: 'Jeśli teraz przerwiesz, zakup nie zostanie zatwierdzony.',
  },
} satisfies NamespaceIdCheckTranslation

export default pl_idCheck
