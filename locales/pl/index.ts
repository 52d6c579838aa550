import type { Translation } from '../i18n-types.ts'

const pl = {
  common: {
    close: 'Zamknij',
    goBack: 'Wróć',
    continue: 'Dalej',
    tryAgain: 'Spróbuj ponownie',
    loading: 'Ładowanie…',
    ok: 'OK',
    gotIt: 'Rozumiem',
    goBackToCheckout: 'Wróć do kasy',
    backToSelection: 'Wróć do wyboru metody',
    changeAddress: 'Zmień adres',
    agreeAndContinue: 'Akceptuję i przechodzę dalej',
    noThanks: 'Nie, dziękuję',
    showMore: 'Pokaż więcej',
    showLess: 'Pokaż mniej',
    opensInNewWindow: '(otwiera się w nowym oknie)',
    privacyPolicy: 'Polityka prywatności',
  },
  dialog: {
    closeLabel: 'Zamknij',
    backLabel: 'Wróć',
    logoLabel: 'Bezpieczna weryfikacja tożsamości',
  },
  cancel: {
    title: 'Zamierzasz przerwać weryfikację',
    warning: 'Jeśli teraz ją przerwiesz, zakup nie zostanie zatwierdzony.',
    warningMerchant: 'Jeśli teraz ją przerwiesz, zamówienie w sklepie {merchant} nie zostanie złożone.',
    warningSignup: 'Jeśli teraz ją przerwiesz, nie dokończymy zakładania Twojego konta.',
    warningPhoneReset: 'Jeśli teraz ją przerwiesz, Twój numer telefonu nie zostanie zmieniony.',
    return: 'Kontynuuj weryfikację',
    end: 'Przerwij weryfikację',
  },
  consent: {
    title: 'Potwierdź swoją tożsamość',
    body: 'Naciskając „Dalej”, zgadzasz się, że w celu weryfikacji Twojej tożsamości możemy przekazać Twoje dane osobowe zewnętrznym instytucjom i biurom informacji kredytowej, zgodnie z wymogami prawa.',
    privacyPolicy: 'Przeczytaj naszą politykę prywatności',
    privacyUrl: 'https://www.provider.com/privacy/',
    continue: 'Dalej',
    agree: 'Akceptuję i przechodzę dalej',
    decline: 'Nie, dziękuję',
    declineHint: 'Jeśli się nie zgadzasz, możesz potwierdzić tożsamość w inny sposób.',
  },
  progress: {
    title: 'Poczekaj chwilę',
    doNotClose: 'Nie zamykaj tego okna.',
  },
  network: {
    title: 'Utracono połączenie z internetem',
    description: 'Sprawdź połączenie z internetem i spróbuj ponownie.',
  },
  waiting: {
    reconnecting: 'Będziemy ponawiać próby, dopóki nie odzyskasz połączenia.',
  },
  method: {
    another: 'Wybierz inną metodę',
  },
  fallback: {
    title: 'Ta metoda weryfikacji jest niedostępna',
    description:
      'Nie możemy teraz potwierdzić Twojej tożsamości w ten sposób. Wróć do kasy i wybierz inną metodę płatności.',
    button: 'Wróć do kasy',
  },
  success: {
    title: 'Gotowe',
    lead: 'Możesz kontynuować zakup.',
  },
  closing: {
    title: 'Chwileczkę',
    lead: 'Przenosimy Cię z powrotem do kasy.',
  },
  failure: {
    generic: {
      title: 'Nie udało nam się sfinalizować zakupu',
      description:
        'Bez obaw – możesz spróbować ponownie lub dokończyć zakup, wybierając dowolną inną metodę płatności.',
      button: 'Wróć do kasy',
    },
    close: {
      title: 'Nie udało nam się sfinalizować zakupu',
      description:
        'Bez obaw – możesz spróbować ponownie lub dokończyć zakup, wybierając dowolną inną metodę płatności.',
      button: 'Zamknij',
    },
    sessionTimeout: {
      title: 'Ups, czas minął',
      description: 'Ze względów bezpieczeństwa sesja wygasła. Wróć do kasy i spróbuj ponownie.',
      button: 'Wróć do kasy',
    },
    userNotTrusted: {
      title: 'Niestety nie udało nam się potwierdzić Twojej tożsamości',
      description: 'Wybierz inną metodę płatności, aby dokończyć zakup.',
      button: 'Wróć do kasy',
    },
    networkIssue: {
      title: 'Utracono połączenie z internetem',
      description: 'Sprawdź połączenie z internetem i spróbuj ponownie.',
      button: 'Wróć do kasy',
    },
    signup: {
      title: 'Nie udało nam się dokończyć zakładania Twojego konta',
      description: 'Bez obaw – możesz spróbować ponownie później lub zarejestrować się w inny sposób.',
      button: 'Zamknij',
    },
    phoneReset: {
      title: 'Nie udało nam się zmienić Twojego numeru telefonu',
      description: 'Twój numer telefonu pozostaje bez zmian. Spróbuj ponownie później.',
      button: 'Zamknij',
    },
    oneTimeCard: {
      title: 'Nie udało nam się utworzyć Twojej karty jednorazowej',
      description: 'Spróbuj ponownie utworzyć kartę jednorazową.',
      button: 'Zamknij',
    },
    inStore: {
      title: 'Gotowe! Przy pierwszym zakupie wystarczy mieć przy sobie ważny dokument tożsamości ze zdjęciem',
      description:
        'Abyśmy mogli potwierdzić Twoją tożsamość i zadbać o bezpieczeństwo Twojego konta, przy pierwszym zakupie w sklepie stacjonarnym miej przy sobie ważny dokument tożsamości ze zdjęciem.',
      button: 'Dalej',
    },
    customerService: 'Jeśli masz problem, skontaktuj się z',
    contactTimes:
      'przez czat (pon.–niedz. 9:00–17:00) lub telefonicznie pod numerem {phoneNumber} (pon.–pt. 9:00–17:00)',
    contactTimesChat: 'przez czat (pon.–niedz. 9:00–17:00)',
    callCustomerService: 'Zadzwoń do obsługi klienta: {phoneNumber}',
  },
} satisfies Translation

export default pl
