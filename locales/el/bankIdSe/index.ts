import type { NamespaceBankIdSeTranslation } from '../../i18n-types.ts'

const el_bankIdSe = {
  failure: {
    unattainable: {
      title: 'Δεν μπορέσαμε να συνδεθούμε με το BankID',
      description: 'Το BankID δεν ανταποκρίνεται αυτή τη στιγμή. Ολοκληρώστε την αγορά με άλλον τρόπο.',
      button: 'Επιστροφή στις επιλογές',
    },
    tooManyAttempts: {
      title: 'Πάρα πολλές προσπάθειες',
      description: 'Δοκιμάσατε το BankID πάρα πολλές φορές. Ολοκληρώστε την αγορά με άλλον τρόπο.',
      button: 'Επιστροφή στις επιλογές',
    },
    sessionTimeout: {
      title: 'Ωχ, ο χρόνος τελείωσε',
      description: 'Η ταυτοποίηση με BankID άργησε πολύ να ολοκληρωθεί. Δοκιμάστε ξανά ή επιλέξτε άλλη μέθοδο.',
      button: 'Δοκιμάστε ξανά',
    },
    userInteraction: {
      title: 'Η ταυτοποίηση ακυρώθηκε',
      description: 'Ταυτοποιηθείτε με το Mobile BankID ή επιλέξτε άλλη μέθοδο.',
      button: 'Επιστροφή στις επιλογές',
    },
    userNotTrusted: {
      title: 'Δεν μπορέσαμε να επαληθεύσουμε την ταυτότητά σας μέσω BankID',
      description: 'Ταυτοποιηθείτε με το Mobile BankID ή επιλέξτε άλλη μέθοδο.',
      button: 'Επιστροφή στις επιλογές',
    },
    bankIdIssue: {
      title: 'Το BankID δεν λειτουργεί αυτή τη στιγμή',
      description: 'Υπάρχει πρόβλημα με το BankID αυτή τη στιγμή. Δοκιμάστε ξανά αργότερα ή επιλέξτε άλλη μέθοδο.',
      button: 'Επιστροφή στις επιλογές',
    },
  },
  cancel: {
    title: 'Θέλετε να διακόψετε την ταυτοποίηση με BankID;',
    warning: 'Αν σταματήσετε τώρα, η αγορά σας δεν θα εγκριθεί.',
  },
} satisfies NamespaceBankIdSeTranslation

export default el_bankIdSe
