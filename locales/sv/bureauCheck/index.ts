import type { NamespaceBureauCheckTranslation } from '../../i18n-types.ts'

const sv_bureauCheck = {
  failure: {
    technicalIssueFallback: {
      title: 'Vi kunde inte slutföra köpet',
      description: 'Ingen fara – du kan försöka igen eller välja ett annat betalsätt för att slutföra köpet.',
      button: 'Tillbaka till kassan',
    },
    invalidUserInfoWithContact: {
      title: 'Vi kunde inte slutföra köpet',
      description: 'Ingen fara – du kan försöka igen eller välja ett annat betalsätt för att slutföra köpet. Behöver du hjälp? Vår kundservice nås via chatt mån–sön kl. 9–17 och via telefon mån–fre kl. 9–17.',
      button: 'Tillbaka till kassan',
    },
    userNotTrustedWithContact: {
      title: 'Vi kunde inte slutföra köpet',
      description: 'Ingen fara – du kan välja ett annat betalsätt för att slutföra köpet. Behöver du hjälp? Vår kundservice nås via chatt mån–sön kl. 9–17 och via telefon mån–fre kl. 9–17.',
      button: 'Tillbaka till kassan',
    },
  },
  cancel: {
    title: 'Vill du avbryta identitetskontrollen?',
    warning: 'Om du avbryter nu godkänns inte ditt köp.',
  },
} satisfies NamespaceBureauCheckTranslation

export default sv_bureauCheck
