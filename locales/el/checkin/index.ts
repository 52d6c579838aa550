import type { NamespaceCheckinTranslation } from '../../i18n-types.ts'

const el_checkin = {
  title: 'Επαληθεύστε την ταυτότητά σας με το Checkin.com',
  intro:
    'Ο συνεργάτης μας Checkin.com ελέγχει το έγγραφο ταυτότητάς σας και μια φωτογραφία του προσώπου σας και μας ενημερώνει για το αποτέλεσμα.',
  need: 'Τι θα χρειαστείτε',
  needId: 'Ένα έγκυρο έγγραφο ταυτότητας',
  needCamera: 'Ένα κινητό ή υπολογιστή με κάμερα',
  consent:
    'Πατώντας Αποδοχή και συνέχεια, συμφωνείτε να επεξεργαστεί το Checkin.com το έγγραφο ταυτότητας και τη φωτογραφία σας για να επαληθεύσει την ταυτότητά σας για λογαριασμό μας.',
  estimate: 'Συνήθως διαρκεί λίγα λεπτά.',
  verifyEstimate: 'Η επαλήθευση διαρκεί λιγότερο από 2 λεπτά.',
  cancel: {
    title: 'Διακοπή του check-in;',
    warning: 'Αν σταματήσετε τώρα, η αγορά σας δεν θα εγκριθεί.',
  },
} satisfies NamespaceCheckinTranslation

export default el_checkin
