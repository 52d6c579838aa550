import type { NamespaceKosmaIdTranslation } from '../../i18n-types.ts'

const el_kosmaId = {
  title: 'Επαληθεύστε το έγγραφό σας με το Kosma',
  intro:
    'Ο συνεργάτης μας Kosma ελέγχει το έγγραφο ταυτότητάς σας και καταγράφει ένα σύντομο βίντεο selfie. Αυτό γίνεται στο παράθυρο του Kosma.',
  need: 'Τι θα χρειαστείτε',
  needId: 'Ένα έγκυρο διαβατήριο, δελτίο ταυτότητας ή δίπλωμα οδήγησης',
  needCamera: 'Ένα κινητό ή υπολογιστή με κάμερα',
  needLight: 'Καλό φωτισμό, χωρίς αντανακλάσεις στο έγγραφο',
  start: 'Έναρξη επαλήθευσης εγγράφου',
  estimate: 'Συνήθως διαρκεί λίγα λεπτά.',
  verifyEstimate: 'Η επαλήθευση διαρκεί λιγότερο από 3 λεπτά.',
  cancel: {
    title: 'Διακοπή της επαλήθευσης εγγράφου;',
    warning: 'Αν τη διακόψετε τώρα, η αγορά σας δεν θα εγκριθεί. Θα πρέπει να ξεκινήσετε την επαλήθευση από την αρχή.',
  },
} satisfies NamespaceKosmaIdTranslation

export default el_kosmaId
