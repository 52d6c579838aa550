import type { NamespaceMonthioTranslation } from '../../i18n-types.ts'

const el_monthio = {
  title: 'Μοιραστείτε μια επισκόπηση των οικονομικών σας',
  intro:
    'Για να σας προσφέρουμε την κατάλληλη πίστωση, χρειαζόμαστε μια επισκόπηση των εσόδων και των εξόδων σας. Ο συνεργάτης μας Monthio τη λαμβάνει από την τράπεζά σας, με τη συγκατάθεσή σας.',
  how: 'Πώς λειτουργεί',
  logIn: 'Συνδεθείτε στο e-banking σας μέσω του Monthio.',
  choose: 'Επιλέξτε τους λογαριασμούς που θα μοιραστείτε.',
  overview: 'Το Monthio μάς στέλνει μια επισκόπηση, ποτέ τα στοιχεία σύνδεσής σας.',
  start: 'Συνέχεια στο Monthio',
  estimate: 'Συνήθως διαρκεί λίγα λεπτά.',
  reviewing: 'Εξετάζουμε την επισκόπησή σας…',
  incomeExpenses: 'Αναλύουμε τα έσοδα και τα έξοδά σας…',
  verifyEstimate: 'Συνήθως διαρκεί λιγότερο από ένα λεπτό.',
  cancel: {
    title: 'Διακοπή της κοινοποίησης στο Monthio;',
    warning: 'Αν σταματήσετε τώρα, η αγορά σας δεν θα εγκριθεί.',
  },
} satisfies NamespaceMonthioTranslation

export default el_monthio
