import type { NamespaceKosmaIdTranslation } from '../../i18n-types.ts'

const sv_kosmaId = {
  title: 'Verifiera din id-handling med Kosma',
  intro: 'Vår partner Kosma kontrollerar din id-handling och spelar in en kort selfievideo. Du gör det i Kosmas fönster.',
  need: 'Det här behöver du',
  needId: 'Ett giltigt pass, nationellt id-kort eller körkort',
  needCamera: 'En mobil eller dator med kamera',
  needLight: 'Bra ljus, utan reflexer på din id-handling',
  start: 'Starta id-verifieringen',
  estimate: 'Det brukar ta några minuter.',
  verifyEstimate: 'Verifieringen tar mindre än 3 minuter.',
  failure: {
    technicalIssue: {
      title: 'Vi kunde inte verifiera din legitimation just nu',
      description: 'Något gick fel hos oss. Försök igen senare eller välj ett annat betalsätt.',
      button: 'Tillbaka till kassan',
    },
    technicalIssueWithContact: {
      title: 'Vi kunde inte verifiera din legitimation just nu',
      description: 'Något gick fel hos oss. Försök igen senare eller kontakta vår kundservice: chatt mån–sön kl. 9–17, telefon mån–fre kl. 9–17.',
      button: 'Tillbaka till kassan',
    },
    sessionTimeout: {
      title: 'Hoppsan, tiden tog slut',
      description: 'Verifieringen av din legitimation tog för lång tid. Gå tillbaka till kassan och försök igen.',
      button: 'Tillbaka till kassan',
    },
    sessionTimeoutWithContact: {
      title: 'Hoppsan, tiden tog slut',
      description: 'Verifieringen av din legitimation tog för lång tid. Försök igen eller kontakta vår kundservice: chatt mån–sön kl. 9–17, telefon mån–fre kl. 9–17.',
      button: 'Tillbaka till kassan',
    },
    networkIssue: {
      title: 'Internetanslutningen bröts',
      description: 'Anslutningen bröts under verifieringen av din legitimation. Kontrollera din internetanslutning och försök igen.',
      button: 'Tillbaka till kassan',
    },
    networkIssueWithContact: {
      title: 'Internetanslutningen bröts',
      description: 'Anslutningen bröts under verifieringen av din legitimation. Försök igen eller kontakta vår kundservice: chatt mån–sön kl. 9–17, telefon mån–fre kl. 9–17.',
      button: 'Tillbaka till kassan',
    },
    invalidAddress: {
      title: 'Vi kunde inte verifiera din adress',
      description: 'Adressen på din legitimation stämmer inte med den du angav i kassan. Kontrollera adressen och försök igen.',
      button: 'Tillbaka till kassan',
    },
    invalidAddressWithContact: {
      title: 'Vi kunde inte verifiera din adress',
      description: 'Adressen på din legitimation stämmer inte med den du angav i kassan. Behöver du hjälp? Kontakta vår kundservice: chatt mån–sön kl. 9–17, telefon mån–fre kl. 9–17.',
      button: 'Tillbaka till kassan',
    },
    invalidDocument: {
      title: 'Vi kunde inte godkänna den här id-handlingen',
      description: 'Använd en giltig legitimation som inte har gått ut och där utgångsdatumet syns tydligt. Hela bilden ska vara skarp och utan reflexer.',
      button: 'Tillbaka till kassan',
    },
    invalidDocumentWithContact: {
      title: 'Vi kunde inte godkänna den här id-handlingen',
      description: 'Använd en giltig legitimation som inte har gått ut. Hela bilden ska vara skarp och utan reflexer. Behöver du hjälp? Kontakta vår kundservice: chatt mån–sön kl. 9–17, telefon mån–fre kl. 9–17.',
      button: 'Tillbaka till kassan',
    },
    userNotTrusted: {
      title: 'Tyvärr kunde vi inte verifiera din identitet',
      description: 'Välj ett annat betalsätt för att slutföra köpet.',
      button: 'Tillbaka till kassan',
    },
    userNotTrustedWithContact: {
      title: 'Tyvärr kunde vi inte verifiera din identitet',
      description: 'Välj ett annat betalsätt eller kontakta vår kundservice: chatt mån–sön kl. 9–17, telefon mån–fre kl. 9–17.',
      button: 'Tillbaka till kassan',
    },
  },
  cancel: {
    title: 'Vill du avbryta id-verifieringen?',
    warning: 'Om du avbryter nu godkänns inte ditt köp. Du får börja om id-verifieringen från början.',
  },
} satisfies NamespaceKosmaIdTranslation

export default sv_kosmaId
