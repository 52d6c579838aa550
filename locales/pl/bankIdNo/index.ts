import type { NamespaceBankIdNoTranslation } from '../../i18n-types.ts'

const pl_bankIdNo = {
  failure: {
    sessionTimeout: {
      title: 'Ups, czas minął',
      description: 'Identyfikacja przez BankID trwała zbyt długo. Spróbuj ponownie, używając generatora kodów lub BankID na telefonie.',
      button: 'Spróbuj ponownie',
    },
    userInteraction: {
      title: 'Anulowano identyfikację',
      description: 'Identyfikacja przez BankID została przerwana. Spróbuj ponownie lub wybierz inną metodę płatności.',
      button: 'Wróć do kasy',
    },
    technicalIssue: {
      title: 'BankID chwilowo nie działa',
      description: 'Wystąpił problem z BankID. Spróbuj ponownie później lub wybierz inną metodę płatności.',
      button: 'Wróć do kasy',
    },
    userMismatch: {
      title: 'Dane się nie zgadzają',
      description: 'Dane osoby zidentyfikowanej za pomocą BankID nie zgadzają się z danymi podanymi w kasie. Zidentyfikuj się własnym BankID.',
      button: 'Wróć do kasy',
    },
  },
  cancel: {
    title: 'Przerwać identyfikację przez BankID?',
    warning: 'Jeśli teraz przerwiesz, zakup nie zostanie zatwierdzony.',
  },
} satisfies NamespaceBankIdNoTranslation

export default pl_bankIdNo
