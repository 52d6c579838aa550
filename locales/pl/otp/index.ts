import type { NamespaceOtpTranslation } from '../../i18n-types.ts'

const pl_otp = {
  introTitle: 'Potwierdź, że to Ty',
  introTitleNamed: 'Potwierdź, że to Ty: {customerName}',
  introPhone: 'Wyślemy SMS z 6-cyfrowym kodem na numer komórkowy podany w sklepie.',
  introPhoneNumber: 'Wyślemy SMS z 6-cyfrowym kodem na numer {phoneNumber}.',
  introEmail: 'Wyślemy 6-cyfrowy kod na adres e-mail podany w sklepie.',
  sendCode: 'Wyślij kod',
  sending: 'Wysyłamy kod…',
  entryTitle: 'Wpisz 6-cyfrowy kod',
  codeLabel: 'Wpisz tutaj 6-cyfrowy kod',
  sentTo: 'Wysłaliśmy kod na {contactDetail}.',
  arrivalHint: 'Dostarczenie kodu może potrwać do 20 sekund.',
  resend: 'Wyślij nowy kod',
  resendIn: 'O nowy kod możesz poprosić za {seconds|int} {{|sekundę||sekundy|sekund|sekundy}}.',
  resent: 'Wysłaliśmy Ci nowy kod.',
  verifying: 'Sprawdzamy kod…',
  wrongCode: 'Ups! To nieprawidłowy kod.',
  wrongCodeAgain: 'Wpisany kod jest nieprawidłowy. Spróbuj ponownie.',
  attemptsLeft: 'Masz jeszcze {count|int} {{|próbę||próby|prób|próby}}.',
  ratesApply: 'Mogą zostać naliczone opłaty za SMS-y i transmisję danych.',
  sendFailed: 'Nie udało się wysłać kodu. Spróbuj ponownie.',
  checkFailed: 'Nie udało się sprawdzić kodu. Spróbuj ponownie.',
  tooSoon: 'Na nowy kod jest jeszcze za wcześnie.',
  changeNumber: 'Zmień numer telefonu',
  sendoutDelays: 'Występują opóźnienia w wysyłce kodów weryfikacyjnych. Spróbuj ponownie później.',
  sendErrors: {
    networkIssue: 'Nie udało się połączyć z siecią, aby wysłać kod. Sprawdź połączenie i spróbuj ponownie.',
    sessionTimeout: 'Sesja wygasła. Wróć do kasy i zacznij od nowa.',
    technicalIssue: 'Wystąpił problem po naszej stronie i nie udało nam się wysłać kodu. Spróbuj ponownie.',
    invalidRecipient: 'Nie udało się wysłać kodu na {contactDetail}. Sprawdź, czy jest poprawny.',
    voipIsBlocked: 'Nie możemy wysyłać kodów na numery internetowe (VoIP). Użyj numeru komórkowego.',
    landlineIsBlocked: 'Nie możemy wysyłać kodów na numery stacjonarne. Użyj numeru komórkowego.',
    geofenceUnsupportedCountry: 'Nie możemy wysyłać kodów na numery z tego kraju. Użyj innego numeru.',
  },
  failure: {
    tooManyAttempts: {
      title: 'Przekroczono dozwoloną liczbę prób',
      description:
        'Ze względów bezpieczeństwa nie możemy przyjąć kolejnych kodów. Wybierz inną metodę płatności, aby dokończyć zakup.',
      button: 'Wróć do kasy',
    },
  },
  cancel: {
    title: 'Przerwać potwierdzanie tożsamości?',
    warning: 'Bez kodu nie możemy zatwierdzić zakupu.',
  },
} satisfies NamespaceOtpTranslation

export default pl_otp
