import type { NamespacePasscodeTranslation } from '../../i18n-types.ts'

const pl_passcode = {
  title: 'Wpisz kod dostępu',
  lead: 'Wpisz {length|int}-cyfrowy kod dostępu, którego używasz w aplikacji.',
  label: 'Kod dostępu',
  verifying: 'Sprawdzamy kod dostępu…',
  wrong: 'Ten kod dostępu jest nieprawidłowy.',
  attemptsLeft: 'Masz jeszcze {count|int} {{|próbę||próby|prób|próby}}.',
  failed: 'Nie udało się sprawdzić kodu dostępu. Spróbuj ponownie.',
  forgot: 'Nie pamiętasz kodu dostępu?',
  failure: {
    tooManyAttempts: {
      title: 'Zbyt wiele błędnych kodów dostępu',
      description:
        'Ze względów bezpieczeństwa nie możemy przyjąć kolejnych prób. Wybierz inną metodę płatności, aby dokończyć zakup.',
      button: 'Wróć do kasy',
    },
  },
  cancel: {
    title: 'Przerwać wpisywanie kodu dostępu?',
    warning: 'Jeśli teraz przerwiesz, zakup nie zostanie zatwierdzony.',
  },
} satisfies NamespacePasscodeTranslation

export default pl_passcode
