import type { NamespaceIdFailureTranslation } from '../../i18n-types.ts'

const sv_idFailure = {
  failure: {
    technicalIssue: {
      title: 'Vi kunde inte verifiera din legitimation just nu',
      description: 'Något gick fel hos oss. Försök igen senare eller välj ett annat betalsätt.',
      button: 'Tillbaka till kassan',
    },
    technicalIssueWithContact: {
      title: 'Vi kunde inte verifiera din legitimation just nu',
      description: 'Något gick fel hos oss. Försök igen senare eller kontakta vår kundservice: {contactTimes}.',
      button: 'Tillbaka till kassan',
    },
    sessionTimeout: {
      title: 'Hoppsan, tiden tog slut',
      description: 'Verifieringen av din legitimation tog för lång tid. Gå tillbaka till kassan och försök igen.',
      button: 'Tillbaka till kassan',
    },
    sessionTimeoutWithContact: {
      title: 'Hoppsan, tiden tog slut',
      description:
        'Verifieringen av din legitimation tog för lång tid. Försök igen eller kontakta vår kundservice: {contactTimes}.',
      button: 'Tillbaka till kassan',
    },
    networkIssue: {
      title: 'Internetanslutningen bröts',
      description:
        'Anslutningen bröts under verifieringen av din legitimation. Kontrollera din internetanslutning och försök igen.',
      button: 'Tillbaka till kassan',
    },
    networkIssueWithContact: {
      title: 'Internetanslutningen bröts',
      description:
        'Anslutningen bröts under verifieringen av din legitimation. Försök igen eller kontakta vår kundservice: {contactTimes}.',
      button: 'Tillbaka till kassan',
    },
    invalidAddress: {
      title: 'Vi kunde inte verifiera din adress',
      description:
        'Adressen på din legitimation stämmer inte med den du angav i kassan. Kontrollera adressen och försök igen.',
      button: 'Tillbaka till kassan',
    },
    invalidAddressWithContact: {
      title: 'Vi kunde inte verifiera din adress',
      description:
        'Adressen på din legitimation stämmer inte med den du angav i kassan. Behöver du hjälp? Kontakta vår kundservice: {contactTimes}.',
      button: 'Tillbaka till kassan',
    },
    invalidDocument: {
      title: 'Vi kunde inte godkänna den här id-handlingen',
      description:
        'Använd en giltig legitimation som inte har gått ut och där utgångsdatumet syns tydligt. Hela bilden ska vara skarp och utan reflexer.',
      button: 'Tillbaka till kassan',
    },
    invalidDocumentWithContact: {
      title: 'Vi kunde inte godkänna den här id-handlingen',
      description:
        'Använd en giltig legitimation som inte har gått ut. Hela bilden ska vara skarp och utan reflexer. Behöver du hjälp? Kontakta vår kundservice: {contactTimes}.',
      button: 'Tillbaka till kassan',
    },
    userNotTrusted: {
      title: 'Tyvärr kunde vi inte verifiera din identitet',
      description: 'Välj ett annat betalsätt för att slutföra köpet.',
      button: 'Tillbaka till kassan',
    },
    userNotTrustedWithContact: {
      title: 'Tyvärr kunde vi inte verifiera din identitet',
      description: 'Välj ett annat betalsätt eller kontakta vår kundservice: {contactTimes}.',
      button: 'Tillbaka till kassan',
    },
  },
} satisfies NamespaceIdFailureTranslation

export default sv_idFailure
