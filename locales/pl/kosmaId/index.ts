import type { NamespaceKosmaIdTranslation } from '../../i18n-types.ts'

const pl_kosmaId = {
  title: 'Zweryfikuj dokument przez Kosma',
  intro:
    'Nasz partner Kosma sprawdza Twój dokument tożsamości i nagrywa krótkie wideo selfie. Robisz to w oknie Kosma.',
  need: 'Czego potrzebujesz',
  needId: 'Ważnego paszportu, dowodu osobistego lub prawa jazdy',
  needCamera: 'Telefonu lub komputera z aparatem',
  needLight: 'Dobrego oświetlenia, bez odblasków na dokumencie',
  start: 'Rozpocznij weryfikację dokumentu',
  estimate: 'Zwykle trwa to kilka minut.',
  verifyEstimate: 'Weryfikacja trwa krócej niż 3 minuty.',
  cancel: {
    title: 'Przerwać weryfikację dokumentu?',
    warning: 'Jeśli teraz ją przerwiesz, zakup nie zostanie zatwierdzony. Weryfikację trzeba będzie zacząć od nowa.',
  },
} satisfies NamespaceKosmaIdTranslation

export default pl_kosmaId
