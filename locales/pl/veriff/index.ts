import type { NamespaceVeriffTranslation } from '../../i18n-types.ts'

const pl_veriff = {
  title: 'Potwierdź tożsamość przez Veriff',
  intro: 'Nasz partner Veriff sprawdza Twój dokument tożsamości i zdjęcie Twojej twarzy. Robisz to w oknie Veriff.',
  need: 'Czego potrzebujesz',
  needId: 'Ważnego dokumentu tożsamości',
  needCamera: 'Telefonu lub komputera z aparatem',
  start: 'Rozpocznij weryfikację',
  estimate: 'Zwykle trwa to kilka minut.',
  verifyEstimate: 'Zwykle trwa to minutę lub dwie.',
  cancel: {
    title: 'Przerwać weryfikację przez Veriff?',
    warning: 'Jeśli teraz przerwiesz, zakup nie zostanie zatwierdzony.',
  },
} satisfies NamespaceVeriffTranslation

export default pl_veriff
