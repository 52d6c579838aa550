import type { NamespaceBankLoginTranslation } from '../../i18n-types.ts'

const pl_bankLogin = {
  failure: {
    userMismatch: {
      title: 'Posiadacz konta się nie zgadza',
      description: 'Konto bankowe, na które się zalogowano, należy do innej osoby. Zaloguj się na własne konto bankowe.',
      button: 'Wróć do wyboru metody',
    },
    insufficientInfo: {
      title: 'Bank nie przekazał wystarczających informacji',
      description: 'Na podstawie danych przekazanych przez bank nie udało nam się potwierdzić Twojej tożsamości. Wybierz inny bank lub inną metodę płatności.',
      button: 'Wróć do wyboru metody',
    },
    incompleteVerification: {
      title: 'Logowanie do banku nie zostało dokończone',
      description: 'Nie otrzymaliśmy z banku wszystkich potrzebnych informacji. Zaloguj się ponownie i wykonaj wszystkie kroki.',
      button: 'Spróbuj ponownie',
    },
    technicalIssue: {
      title: 'Nie udało się połączyć z Twoim bankiem',
      description: 'Podczas łączenia z bankiem {bankName} wystąpił problem. Spróbuj ponownie później lub wybierz inną metodę płatności.',
      button: 'Wróć do kasy',
    },
    sessionTimeout: {
      title: 'Ups, czas minął',
      description: 'Logowanie do banku trwało zbyt długo. Spróbuj ponownie lub wybierz inną metodę.',
      button: 'Spróbuj ponownie',
    },
  },
  cancel: {
    title: 'Przerwać logowanie do banku?',
    warning: 'Jeśli teraz przerwiesz, zakup nie zostanie zatwierdzony.',
  },
} satisfies NamespaceBankLoginTranslation

export default pl_bankLogin
