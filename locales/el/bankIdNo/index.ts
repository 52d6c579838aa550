import type { NamespaceBankIdNoTranslation } from '../../i18n-types.ts'

const el_bankIdNo = {
  failure: {
    sessionTimeout: {
      title: 'Ωχ, ο χρόνος τελείωσε',
      description: 'Η ταυτοποίηση με BankID άργησε πολύ να ολοκληρωθεί. Δοκιμάστε ξανά με τη γεννήτρια κωδικών σας ή με το BankID στο κινητό.',
      button: 'Δοκιμάστε ξανά',
    },
    userInteraction: {
      title: 'Η ταυτοποίηση ακυρώθηκε',
      description: 'Διακόψατε την ταυτοποίηση με BankID. Δοκιμάστε ξανά ή επιλέξτε άλλον τρόπο πληρωμής.',
      button: 'Επιστροφή στο ταμείο',
    },
    technicalIssue: {
      title: 'Το BankID δεν λειτουργεί αυτή τη στιγμή',
      description: 'Κάτι πήγε στραβά με το BankID. Δοκιμάστε ξανά αργότερα ή επιλέξτε άλλον τρόπο πληρωμής.',
      button: 'Επιστροφή στο ταμείο',
    },
    userMismatch: {
      title: 'Τα στοιχεία δεν ταιριάζουν',
      description: 'Το άτομο που ταυτοποιήθηκε με BankID δεν αντιστοιχεί στα στοιχεία που δόθηκαν στο ταμείο. Ταυτοποιηθείτε με το δικό σας BankID.',
      button: 'Επιστροφή στο ταμείο',
    },
  },
  cancel: {
    title: 'Θέλετε να διακόψετε την ταυτοποίηση με BankID;',
    warning: 'Αν σταματήσετε τώρα, η αγορά σας δεν θα εγκριθεί.',
  },
} satisfies NamespaceBankIdNoTranslation

export default el_bankIdNo
