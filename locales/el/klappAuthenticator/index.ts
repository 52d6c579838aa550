import type { NamespaceKlappAuthenticatorTranslation } from '../../i18n-types.ts'

const el_klappAuthenticator = {
  failure: {
    sessionTimeout: {
      title: 'Ωχ, ο χρόνος τελείωσε',
      description: 'Δεν λάβαμε έγκαιρα την έγκρισή σας στην εφαρμογή. Δοκιμάστε ξανά.',
      button: 'Δοκιμάστε ξανά',
    },
    rdlSessionRejected: {
      title: 'Το αίτημα απορρίφθηκε στην εφαρμογή',
      description: 'Απορρίψατε το αίτημα στην εφαρμογή, οπότε δεν μπορέσαμε να επιβεβαιώσουμε ότι είστε εσείς. Αν δεν ήσασταν εσείς, επιλέξτε άλλον τρόπο πληρωμής.',
      button: 'Επιστροφή στο ταμείο',
    },
  },
  cancel: {
    title: 'Θέλετε να διακόψετε την έγκριση στην εφαρμογή;',
    warning: 'Αν σταματήσετε τώρα, η αγορά σας δεν θα εγκριθεί.',
  },
} satisfies NamespaceKlappAuthenticatorTranslation

export default el_klappAuthenticator
