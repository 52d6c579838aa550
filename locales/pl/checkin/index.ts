import type { NamespaceCheckinTranslation } from '../../i18n-types.ts'

const pl_checkin = {
  title: 'Potwierdź tożsamość przez Checkin.com',
  intro:
    'Nasz partner Checkin.com sprawdza Twój dokument tożsamości i zdjęcie Twojej twarzy, a następnie przekazuje nam wynik.',
  need: 'Czego potrzebujesz',
  needId: 'Ważnego dokumentu tożsamości',
  needCamera: 'Telefonu lub komputera z aparatem',
  consent:
    'Naciskając Akceptuję i przechodzę dalej, zgadzasz się, aby Checkin.com przetwarzał Twój dokument tożsamości i zdjęcie w celu potwierdzenia Twojej tożsamości w naszym imieniu.',
  estimate: 'Zwykle trwa to kilka minut.',
  verifyEstimate: 'Weryfikacja trwa krócej niż 2 minuty.',
  cancel: {
    title: 'Przerwać check-in?',
    warning: 'Jeśli teraz przerwiesz, zakup nie zostanie zatwierdzony.',
  },
} satisfies NamespaceCheckinTranslation

export default pl_checkin
