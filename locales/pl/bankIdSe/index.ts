import type { NamespaceBankIdSeTranslation } from '../../i18n-types.ts'

const pl_bankIdSe = {
  title: 'Zidentyfikuj się przez Mobile BankID',
  intro:
    'Użyj Mobile BankID, aby potwierdzić, że to Ty. Otwórz aplikację na tym urządzeniu lub zeskanuj kod QR aplikacją BankID na innym urządzeniu.',
  thisDevice: 'Otwórz BankID na tym urządzeniu',
  otherDevice: 'Użyj BankID na innym urządzeniu',
  noBankId: 'Nie masz Mobile BankID?',
  openTitle: 'Otwórz BankID',
  openApp: 'Otwórz aplikację BankID',
  qrTitle: 'Zeskanuj kod QR',
  qrInstructions: 'Otwórz aplikację BankID na drugim urządzeniu, dotknij ikony kodu QR i zeskanuj ten kod.',
  qrLabel: 'Kod QR do BankID. Zeskanuj go aplikacją BankID na drugim urządzeniu.',
  continueTitle: 'Kontynuuj w aplikacji BankID',
  finishTitle: 'Dokończ uwierzytelnianie',
  failedTitle: 'Identyfikacja się nie powiodła',
  tryAgain: 'Spróbuj ponownie',
  startFailed: 'Nie udało się uruchomić BankID. Spróbuj ponownie.',
  hints: {
    rfa1: 'Uruchom aplikację BankID.',
    rfa3: 'Operacja anulowana. Spróbuj ponownie.',
    rfa6: 'Operacja anulowana.',
    rfa8: 'Aplikacja BankID nie odpowiada. Sprawdź, czy jest uruchomiona i czy masz dostęp do internetu. Jeśli nie masz ważnego BankID, możesz go uzyskać w swoim banku. Spróbuj ponownie.',
    rfa9: 'Wpisz kod bezpieczeństwa w aplikacji BankID i wybierz „Identyfikuj”.',
    rfa13: 'Próbujemy uruchomić aplikację BankID.',
    rfa15:
      'Szukamy BankID, to może chwilę potrwać… Jeśli minęło kilka sekund, a BankID nadal nie został znaleziony, prawdopodobnie nie masz na tym urządzeniu BankID, którego można użyć do tej identyfikacji. Jeśli nie masz BankID, możesz go uzyskać w swoim banku.',
    rfa16:
      'BankID, którego próbujesz użyć, jest zablokowany lub zbyt stary. Użyj innego BankID lub uzyskaj nowy w swoim banku.',
    rfa17:
      'Nie znaleziono aplikacji BankID na Twoim komputerze ani urządzeniu mobilnym. Zainstaluj ją i uzyskaj BankID w swoim banku. Zainstaluj aplikację ze sklepu z aplikacjami lub ze strony https://install.bankid.com.',
    rfa21: 'Trwa identyfikacja.',
    rfa22: 'Nieznany błąd. Spróbuj ponownie.',
  },
  failure: {
    unattainable: {
      title: 'Nie udało się połączyć z BankID',
      description: 'BankID chwilowo nie odpowiada. Dokończ zakup, korzystając z innej metody.',
      button: 'Wróć do wyboru metody',
    },
    tooManyAttempts: {
      title: 'Zbyt wiele prób',
      description: 'Przekroczono limit prób identyfikacji przez BankID. Dokończ zakup, korzystając z innej metody.',
      button: 'Wróć do wyboru metody',
    },
    sessionTimeout: {
      title: 'Ups, czas minął',
      description: 'Identyfikacja przez BankID trwała zbyt długo. Spróbuj ponownie lub wybierz inną metodę.',
      button: 'Wróć do wyboru metody',
    },
    userInteraction: {
      title: 'Anulowano identyfikację',
      description: 'Potwierdź tożsamość za pomocą Mobile BankID lub wybierz inną metodę.',
      button: 'Wróć do wyboru metody',
    },
    userNotTrusted: {
      title: 'Nie udało nam się potwierdzić Twojej tożsamości przez BankID',
      description: 'Potwierdź tożsamość za pomocą Mobile BankID lub wybierz inną metodę.',
      button: 'Wróć do wyboru metody',
    },
    bankIdIssue: {
      title: 'BankID chwilowo nie działa',
      description: 'Występuje obecnie problem z BankID. Spróbuj ponownie później lub wybierz inną metodę.',
      button: 'Wróć do wyboru metody',
    },
  },
  cancel: {
    title: 'Przerwać identyfikację przez BankID?',
    warning: 'Jeśli teraz przerwiesz, zakup nie zostanie zatwierdzony.',
  },
} satisfies NamespaceBankIdSeTranslation

export default pl_bankIdSe
