import type { Translation } from '../i18n-types.ts'

const sv = {
  common: {
    close: 'Stäng',
    goBack: 'Tillbaka',
    continue: 'Fortsätt',
    tryAgain: 'Försök igen',
    loading: 'Laddar…',
    ok: 'OK',
    gotIt: 'Jag förstår',
    goBackToCheckout: 'Tillbaka till kassan',
    backToSelection: 'Tillbaka till alternativen',
    changeAddress: 'Ändra adress',
    agreeAndContinue: 'Godkänn och fortsätt',
    noThanks: 'Nej tack',
    showMore: 'Visa mer',
    showLess: 'Visa mindre',
    opensInNewWindow: '(öppnas i ett nytt fönster)',
    privacyPolicy: 'Integritetspolicy',
  },
  dialog: {
    closeLabel: 'Stäng',
    backLabel: 'Tillbaka',
    logoLabel: 'Säker identitetsverifiering',
  },
  cancel: {
    title: 'Du håller på att avbryta verifieringen',
    warning: 'Om du avbryter nu godkänns inte ditt köp.',
    warningMerchant: 'Om du avbryter nu genomförs inte ditt köp hos {merchant}.',
    warningSignup: 'Om du avbryter nu kan vi inte slutföra registreringen av ditt konto.',
    warningPhoneReset: 'Om du avbryter nu ändras inte ditt telefonnummer.',
    return: 'Fortsätt verifieringen',
    end: 'Avbryt verifieringen',
  },
  consent: {
    title: 'Verifiera din identitet',
    body: 'Genom att trycka på Fortsätt godkänner du att vi får lämna ut dina personuppgifter till externa organisationer och kreditupplysningsföretag för att verifiera din identitet, enligt vad lagen kräver.',
    privacyPolicy: 'Läs vår integritetspolicy',
    privacyUrl: 'https://www.provider.com/privacy/',
    continue: 'Fortsätt',
    agree: 'Godkänn och fortsätt',
    decline: 'Nej tack',
    declineHint: 'Om du inte godkänner kan du verifiera din identitet på ett annat sätt.',
  },
  progress: {
    title: 'Ett ögonblick',
    doNotClose: 'Stäng inte det här fönstret.',
  },
  network: {
    title: 'Internetanslutningen bröts',
    description: 'Kontrollera din internetanslutning och försök igen.',
  },
  waiting: {
    reconnecting: 'Vi fortsätter att försöka tills du är online igen.',
  },
  method: {
    another: 'Välj en annan metod',
  },
  fallback: {
    title: 'Den här verifieringsmetoden är inte tillgänglig',
    description:
      'Vi kan inte verifiera din identitet på det här sättet just nu. Gå tillbaka till kassan och välj ett annat betalsätt.',
    button: 'Tillbaka till kassan',
  },
  success: {
    title: 'Klart',
    lead: 'Du kan fortsätta med ditt köp.',
  },
  closing: {
    title: 'Ett ögonblick',
    lead: 'Vi tar dig tillbaka till kassan.',
  },
  failure: {
    generic: {
      title: 'Vi kunde inte slutföra köpet',
      description: 'Ingen fara – du kan försöka igen eller välja ett annat betalsätt för att slutföra köpet.',
      button: 'Tillbaka till kassan',
    },
    close: {
      title: 'Vi kunde inte slutföra köpet',
      description: 'Ingen fara – du kan försöka igen eller välja ett annat betalsätt för att slutföra köpet.',
      button: 'Stäng',
    },
    sessionTimeout: {
      title: 'Hoppsan, tiden tog slut',
      description: 'Din session har gått ut av säkerhetsskäl. Gå tillbaka till kassan och försök igen.',
      button: 'Tillbaka till kassan',
    },
    userNotTrusted: {
      title: 'Tyvärr kunde vi inte verifiera din identitet',
      description: 'Välj ett annat betalsätt för att slutföra köpet.',
      button: 'Tillbaka till kassan',
    },
    networkIssue: {
      title: 'Internetanslutningen bröts',
      description: 'Kontrollera din internetanslutning och försök igen.',
      button: 'Tillbaka till kassan',
    },
    signup: {
      title: 'Vi kunde inte slutföra registreringen av ditt konto',
      description: 'Ingen fara – du kan försöka igen senare eller registrera dig på ett annat sätt.',
      button: 'Stäng',
    },
    phoneReset: {
      title: 'Vi kunde inte ändra ditt telefonnummer',
      description: 'Ditt telefonnummer är oförändrat. Försök igen senare.',
      button: 'Stäng',
    },
    oneTimeCard: {
      title: 'Vi kunde inte skapa ditt engångskort',
      description: 'Försök att skapa ett engångskort igen.',
      button: 'Stäng',
    },
    inStore: {
      title: 'Allt klart! Ta bara med giltig fotolegitimation vid ditt första köp',
      description:
        'För att vi ska kunna verifiera din identitet och skydda ditt konto behöver du ta med en giltig fotolegitimation första gången du handlar i butik.',
      button: 'Fortsätt',
    },
    customerService: 'Om du har problem kan du kontakta',
    contactTimes: 'chatt mån–sön kl. 9–17, telefon {phoneNumber} mån–fre kl. 9–17',
    contactTimesChat: 'chatt mån–sön kl. 9–17',
    callCustomerService: 'Ring kundservice på {phoneNumber}',
  },
} satisfies Translation

export default sv
