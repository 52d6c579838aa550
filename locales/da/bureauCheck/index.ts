import type { NamespaceBureauCheckTranslation } from '../../i18n-types.ts'

const da_bureauCheck = {
  failure: {
    technicalIssueFallback: {
      title: 'Vi kunne ikke gennemføre købet',
      description: 'Bare rolig – du kan prøve igen eller vælge en anden betalingsmetode for at gennemføre købet.',
      button: 'Tilbage til kassen',
    },
    invalidUserInfoWithContact: {
      title: 'Vi kunne ikke gennemføre købet',
      description: 'Bare rolig – du kan prøve igen eller vælge en anden betalingsmetode for at gennemføre købet. Brug for hjælp? Du kan kontakte vores kundeservice på chat man.–søn. kl. 9–17 og på telefon man.–fre. kl. 9–17.',
      button: 'Tilbage til kassen',
    },
    userNotTrustedWithContact: {
      title: 'Vi kunne ikke gennemføre købet',
      description: 'Bare rolig – du kan vælge en anden betalingsmetode for at gennemføre købet. Brug for hjælp? Du kan kontakte vores kundeservice på chat man.–søn. kl. 9–17 og på telefon man.–fre. kl. 9–17.',
      button: 'Tilbage til kassen',
    },
  },
  cancel: {
    title: 'Vil du afbryde identitetstjekket?',
    warning: 'Hvis du afbryder nu, bliver dit køb ikke godkendt.',
  },
} satisfies NamespaceBureauCheckTranslation

export default da_bureauCheck
