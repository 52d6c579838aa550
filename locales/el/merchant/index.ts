import type { NamespaceMerchantTranslation } from '../../i18n-types.ts'

const el_merchant = {
  notSetUpTitle: 'Η επαλήθευση δεν έχει ρυθμιστεί για αυτό το κατάστημα',
  notSetUp:
    'Αυτό το κατάστημα δεν έχει ρυθμίσει ακόμη την επαλήθευση ταυτότητας, επομένως δεν μπορούμε να συνεχίσουμε εδώ. Επιστρέψτε στο κατάστημα και επιλέξτε άλλον τρόπο πληρωμής ή επικοινωνήστε με το κατάστημα.',
} satisfies NamespaceMerchantTranslation

export default el_merchant
