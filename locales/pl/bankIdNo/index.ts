import type { NamespaceBankIdNoTranslation } from '../../i18n-types.ts'

const pl_bankIdNo = {
  title: 'Zidentyfikuj się przez BankID',
  signTitle: 'Podpisz przez BankID',
  intro: 'Wybierz, jak korzystasz z BankID. Zidentyfikujesz się w oknie BankID.',
  signIntro: 'Wybierz, jak korzystasz z BankID. Podpiszesz w oknie BankID.',
  methods: 'Jak korzystasz z BankID?',
  app: 'Aplikacja BankID',
  appHint: 'Potwierdź w aplikacji na telefonie',
  codeDevice: 'Generator kodów i hasło',
  codeDeviceHint: 'Użyj kodu z generatora i swojego hasła osobistego',
  noBankId: 'Nie masz BankID?',
  estimate: 'Zwykle trwa to około minuty.',
  review: {
    title: 'Sprawdź, co podpisujesz',
    lead: 'Przeczytaj tekst. Podpiszesz go przez BankID w następnym kroku.',
    label: 'Tekst do podpisania',
    loading: 'Wczytywanie tekstu…',
    failed: 'Nie udało się wczytać tekstu do podpisania. Spróbuj ponownie.',
    continue: 'Dalej',
  },
  failure: {
    sessionTimeout: {
      title: 'Ups, czas minął',
      description:
        'Identyfikacja przez BankID trwała zbyt długo. Wróć do kasy i spróbuj ponownie, używając aplikacji BankID lub generatora kodów.',
      button: 'Wróć do kasy',
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
      description:
        'Dane osoby zidentyfikowanej za pomocą BankID nie zgadzają się z danymi podanymi w kasie. Zidentyfikuj się własnym BankID.',
      button: 'Wróć do kasy',
    },
  },
  cancel: {
    title: 'Przerwać identyfikację przez BankID?',
    warning: 'Jeśli teraz przerwiesz, zakup nie zostanie zatwierdzony.',
  },
} satisfies NamespaceBankIdNoTranslation

export default pl_bankIdNo
