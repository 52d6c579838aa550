import type { NamespaceMonthioTranslation } from '../../i18n-types.ts'

const pl_monthio = {
  title: 'Udostępnij podsumowanie swoich finansów',
  intro:
    'Aby zaproponować Ci odpowiedni kredyt, potrzebujemy podsumowania Twoich dochodów i wydatków. Nasz partner Monthio pobiera je z Twojego banku za Twoją zgodą.',
  how: 'Jak to działa',
  logIn: 'Zaloguj się do bankowości internetowej przez Monthio.',
  choose: 'Wybierz konta, które chcesz udostępnić.',
  overview: 'Monthio przesyła nam podsumowanie, nigdy Twoje dane logowania.',
  start: 'Przejdź do Monthio',
  estimate: 'Zwykle trwa to kilka minut.',
  reviewing: 'Sprawdzamy Twoje podsumowanie…',
  incomeExpenses: 'Analizujemy Twoje dochody i wydatki…',
  verifyEstimate: 'Zwykle trwa to niecałą minutę.',
  cancel: {
    title: 'Przestać udostępniać dane Monthio?',
    warning: 'Jeśli teraz przerwiesz, zakup nie zostanie zatwierdzony.',
  },
} satisfies NamespaceMonthioTranslation

export default pl_monthio
