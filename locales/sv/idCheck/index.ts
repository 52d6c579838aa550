import type { NamespaceIdCheckTranslation } from '../../i18n-types.ts'

const sv_idCheck = {
  failure: {
    technicalIssue: {
      title: 'Vi kunde inte kontrollera din legitimation just nu',
      description: 'Något gick fel hos oss. Försök igen senare eller välj ett annat betalsätt.',
      button: 'Tillbaka till kassan',
    },
    sessionTimeout: {
      title: 'Hoppsan, tiden tog slut',
      description: 'Kontrollen av din legitimation tog för lång tid. Gå tillbaka till kassan och försök igen.',
      button: 'Tillbaka till kassan',
    },
    verify: {
      title: 'Vi kunde inte verifiera din legitimation',
      description: 'Uppgifterna du angav stämmer inte med det som finns registrerat för den här id-handlingen. Kontrollera dem och försök igen.',
      button: 'Försök igen',
    },
    invalidAddress: {
      title: 'Vi kunde inte verifiera din adress',
      description: 'Adressen du angav stämmer inte med våra uppgifter. Kontrollera den och försök igen.',
      button: 'Ändra adress',
    },
    userNotFound: {
      title: 'Vi hittade inte dina uppgifter',
      description: 'Vi hittade inga uppgifter som stämmer med ditt namn och din adress. Kontrollera adressen och försök igen.',
      button: 'Ändra adress',
    },
  },
  customerServiceLabel: 'kundservice',
  customerServiceUrl: 'https://www.provider.com/nz/customer-service/',
  cancel: {
    title: 'Vill du avbryta kontrollen av din legitimation?',
    warning: 'Om du avbryter nu godkänns inte ditt köp.',
  },
} satisfies NamespaceIdCheckTranslation

export default sv_idCheck
