import type { NamespaceBureauCheckTranslation } from '../../i18n-types.ts'

const pl_bureauCheck = {
  consent:
    'Naciskając „Akceptuję i przechodzę dalej”, zgadzasz się, że w celu weryfikacji Twojej tożsamości możemy przekazać Twoje dane osobowe biuru informacji kredytowej, zgodnie z wymogami prawa. Jeśli się nie zgadzasz, możesz potwierdzić tożsamość w inny sposób.',
  wait: {
    lead: 'Weryfikujemy pozostałe dane.',
    estimate: 'Trwa to do 10 sekund.',
    longer: 'Trwa to trochę dłużej niż zwykle. Nie zamykaj tego okna.',
    preparingScan: 'Przygotowujemy skanowanie dokumentu i selfie…',
  },
  startFailed: 'Nie udało się rozpocząć sprawdzania Twoich danych. Spróbuj ponownie.',
  retry: {
    title: 'Nie możemy zweryfikować Twojej tożsamości',
    lead: 'Sprawdź jeszcze raz swoje dane. Jeśli masz drugie imię lub więcej niż jedno nazwisko, dodaj je również.',
    givenNames: 'Imię (imiona)',
    givenNamesHint: 'Razem z drugim imieniem',
    lastNames: 'Nazwisko (nazwiska)',
    lastNamesHint: 'Wszystkie Twoje nazwiska, jeśli masz więcej niż jedno',
    dateOfBirth: 'Data urodzenia',
    dateOfBirthHint: 'Na przykład 27 3 1985',
    day: 'Dzień',
    month: 'Miesiąc',
    year: 'Rok',
    confirm: 'Potwierdź',
    sendFailed: 'Nie udało się wysłać Twoich danych. Spróbuj ponownie.',
  },
  errors: {
    givenNamesRequired: 'Wpisz swoje imię',
    lastNamesRequired: 'Wpisz swoje nazwisko',
    characters: 'Używaj tylko liter, spacji, łączników i apostrofów',
    tooLong: 'Użyj najwyżej {max|int} znaków',
    dateRequired: 'Wpisz swoją datę urodzenia',
    dateIncomplete: 'Wpisz datę urodzenia: dzień, miesiąc i rok',
    dateYear: 'Wpisz rok urodzenia czterema cyframi, na przykład 1985',
    dateInvalid: 'Data urodzenia musi być prawdziwą datą',
    dateFuture: 'Data urodzenia musi być w przeszłości',
    dateTooOld: 'Sprawdź rok w dacie urodzenia',
    rejected: 'Sprawdź tę informację',
  },
  cancel: {
    title: 'Przerwać weryfikację tożsamości?',
    warning: 'Jeśli teraz przerwiesz, zakup nie zostanie zatwierdzony.',
  },
} satisfies NamespaceBureauCheckTranslation

export default pl_bureauCheck
