import type { NamespaceBankIdSeTranslation } from '../../i18n-types.ts'

const pl_bankIdSe = {
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
      button: 'Spróbuj ponownie',
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
