import type { NamespaceBureauCheckTranslation } from '../../i18n-types.ts'

const nb_bureauCheck = {
  failure: {
    technicalIssueFallback: {
      title: 'Vi kunne ikke fullføre kjøpet',
      description: 'Ingen fare – du kan prøve igjen eller velge en annen betalingsmåte for å fullføre kjøpet.',
      button: 'Tilbake til kassen',
    },
    invalidUserInfoWithContact: {
      title: 'Vi kunne ikke fullføre kjøpet',
      description: 'Ingen fare – du kan prøve igjen eller velge en annen betalingsmåte for å fullføre kjøpet. Trenger du hjelp? Kundeservicen vår svarer på chat man.–søn. kl. 9–17 og på telefon man.–fre. kl. 9–17.',
      button: 'Tilbake til kassen',
    },
    userNotTrustedWithContact: {
      title: 'Vi kunne ikke fullføre kjøpet',
      description: 'Ingen fare – du kan velge en annen betalingsmåte for å fullføre kjøpet. Trenger du hjelp? Kundeservicen vår svarer på chat man.–søn. kl. 9–17 og på telefon man.–fre. kl. 9–17.',
      button: 'Tilbake til kassen',
    },
  },
  cancel: {
    title: 'Vil du avbryte identitetssjekken?',
    warning: 'Hvis du avbryter nå, blir ikke kjøpet ditt godkjent.',
  },
} satisfies NamespaceBureauCheckTranslation

export default nb_bureauCheck
