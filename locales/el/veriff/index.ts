import type { NamespaceVeriffTranslation } from '../../i18n-types.ts'

const el_veriff = {
  title: 'Επαληθεύστε την ταυτότητά σας με το Veriff',
  intro:
    'Ο συνεργάτης μας Veriff ελέγχει το έγγραφο ταυτότητάς σας και μια φωτογραφία του προσώπου σας. Αυτό γίνεται στο παράθυρο του Veriff.',
  need: 'Τι θα χρειαστείτε',
  needId: 'Ένα έγκυρο έγγραφο ταυτότητας',
  needCamera: 'Ένα κινητό ή υπολογιστή με κάμερα',
  start: 'Έναρξη επαλήθευσης',
  estimate: 'Συνήθως διαρκεί λίγα λεπτά.',
  verifyEstimate: 'Συνήθως διαρκεί ένα με δύο λεπτά.',
  cancel: {
    title: 'Διακοπή της επαλήθευσης με το Veriff;',
    warning: 'Αν σταματήσετε τώρα, η αγορά σας δεν θα εγκριθεί.',
  },
} satisfies NamespaceVeriffTranslation

export default el_veriff
