import type { NamespaceKlappAuthenticatorTranslation } from '../../i18n-types.ts'

const pl_klappAuthenticator = {
  failure: {
    sessionTimeout: {
      title: 'Ups, czas minął',
      description: 'Nie otrzymaliśmy na czas Twojego potwierdzenia w aplikacji. Spróbuj ponownie.',
      button: 'Spróbuj ponownie',
    },
    rdlSessionRejected: {
      title: 'Prośba została odrzucona w aplikacji',
      description: 'Prośbę odrzucono w aplikacji, więc nie mogliśmy potwierdzić, że to Ty. Jeśli to nie Ty, wybierz inną metodę płatności.',
      button: 'Wróć do kasy',
    },
  },
  cancel: {
    title: 'Przerwać potwierdzanie w aplikacji?',
    warning: 'Jeśli teraz przerwiesz, zakup nie zostanie zatwierdzony.',
  },
} satisfies NamespaceKlappAuthenticatorTranslation

export default pl_klappAuthenticator
