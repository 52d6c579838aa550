import type { NamespaceBankLoginTranslation } from '../../i18n-types.ts'

const sv_bankLogin = {
  failure: {
    userMismatch: {
      title: 'Kontoinnehavaren stämmer inte',
      description: 'Bankkontot du loggade in på tillhör någon annan. Logga in på ditt eget bankkonto.',
      button: 'Tillbaka till alternativen',
    },
    insufficientInfo: {
      title: 'Din bank delade inte tillräckligt med uppgifter',
      description: 'Vi kunde inte verifiera din identitet med de uppgifter som din bank delade. Prova en annan bank eller ett annat betalsätt.',
      button: 'Tillbaka till alternativen',
    },
    incompleteVerification: {
      title: 'Inloggningen hos banken slutfördes inte',
      description: 'Vi fick inte allt vi behöver från din bank. Logga in igen och slutför alla steg.',
      button: 'Försök igen',
    },
    technicalIssue: {
      title: 'Vi kunde inte ansluta till din bank',
      description: 'Något gick fel när vi försökte ansluta till {bankName}. Försök igen senare eller välj ett annat betalsätt.',
      button: 'Tillbaka till kassan',
    },
    sessionTimeout: {
      title: 'Hoppsan, tiden tog slut',
      description: 'Inloggningen hos banken tog för lång tid. Försök igen eller välj en annan metod.',
      button: 'Försök igen',
    },
  },
  cancel: {
    title: 'Vill du avbryta inloggningen hos din bank?',
    warning: 'Om du avbryter nu godkänns inte ditt köp.',
  },
} satisfies NamespaceBankLoginTranslation

export default sv_bankLogin
