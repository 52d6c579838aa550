import type { NamespaceHandoffTranslation } from '../../i18n-types.ts'

const el_handoff = {
  title: 'Συνεχίστε στο παράθυρο που ανοίξαμε για το {name}',
  lead: 'Ολοκληρώστε εκεί και θα συνεχίσουμε εδώ αυτόματα.',
  waiting: 'Αναμονή για το {name}…',
  show: 'Εμφάνιση παραθύρου',
  cancel: 'Ακύρωση',
  resumed: 'Αν κλείσατε το παράθυρο, μπορείτε να ανοίξετε ξανά το {name}.',
  blockedTitle: 'Το πρόγραμμα περιήγησης απέκλεισε το νέο παράθυρο',
  blocked: 'Για να συνεχίσετε, ανοίξτε το {name} με το παρακάτω κουμπί.',
  open: 'Άνοιγμα {name}',
  closedTitle: 'Το παράθυρο έκλεισε',
  closed: 'Το παράθυρο του {name} έκλεισε πριν ολοκληρώσετε. Ανοίξτε το ξανά ή επιλέξτε άλλη μέθοδο.',
  stoppedTitle: 'Δεν ολοκληρώσατε στο {name}',
  stopped: 'Μπορείτε να δοκιμάσετε ξανά ή να επιλέξετε άλλη μέθοδο.',
  reopen: 'Άνοιγμα του {name} ξανά',
  checking: 'Έλεγχος αποτελέσματος…',
  startFailed: 'Δεν ήταν δυνατό να ανοίξει το {name}. Δοκιμάστε ξανά.',
  page: {
    connecting: 'Σύνδεση…',
    returning: 'Σας επιστρέφουμε…',
    doneTitle: 'Μπορείτε να κλείσετε αυτό το παράθυρο',
    done: 'Επιστρέψτε στο ταμείο για να συνεχίσετε.',
  },
} satisfies NamespaceHandoffTranslation

export default el_handoff
