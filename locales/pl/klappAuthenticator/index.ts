import type { NamespaceKlappAuthenticatorTranslation } from '../../i18n-types.ts'

const pl_klappAuthenticator = {
  title: 'Potwierdź w aplikacji',
  lead: 'Wysłaliśmy prośbę do aplikacji na Twoim telefonie. Otwórz ją i potwierdź prośbę, aby kontynuować.',
  sending: 'Wysyłamy prośbę na Twój telefon…',
  waiting: 'Czekamy na Twoje potwierdzenie…',
  estimate: 'Zwykle trwa to krócej niż minutę.',
  resend: 'Wyślij prośbę ponownie',
  resendIn: 'Prośbę możesz wysłać ponownie za {seconds|int} {{|sekundę||sekundy|sekund|sekundy}}.',
  sendFailed: 'Nie udało się wysłać prośby na Twój telefon. Spróbuj ponownie.',
  dismissedTitle: 'Prośba nie została potwierdzona',
  dismissed: 'Prośbę zamknięto w aplikacji bez odpowiedzi. Możesz wysłać nową.',
  sendAgain: 'Wyślij nową prośbę',
  failure: {
    sessionTimeout: {
      title: 'Ups, czas minął',
      description: 'Nie otrzymaliśmy na czas Twojego potwierdzenia w aplikacji. Spróbuj ponownie.',
      button: 'Wróć do kasy',
    },
    rdlSessionRejected: {
      title: 'Prośba została odrzucona w aplikacji',
      description:
        'Prośbę odrzucono w aplikacji, więc nie mogliśmy potwierdzić, że to Ty. Jeśli to nie Ty, wybierz inną metodę płatności.',
      button: 'Wróć do kasy',
    },
  },
  cancel: {
    title: 'Przerwać potwierdzanie w aplikacji?',
    warning: 'Jeśli teraz przerwiesz, zakup nie zostanie zatwierdzony.',
  },
} satisfies NamespaceKlappAuthenticatorTranslation

export default pl_klappAuthenticator
