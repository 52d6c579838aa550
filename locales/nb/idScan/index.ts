import type { NamespaceIdScanTranslation } from '../../i18n-types.ts'

const nb_idScan = {
  failure: {
    technicalIssue: {
      title: 'Vi kan ikke bekrefte ID-en din akkurat nå',
      description: 'Noe gikk galt hos oss. Prøv igjen senere eller velg en annen betalingsmåte.',
      button: 'Tilbake til kassen',
    },
    technicalIssueWithContact: {
      title: 'Vi kan ikke bekrefte ID-en din akkurat nå',
      description: 'Noe gikk galt hos oss. Prøv igjen senere, eller kontakt kundeservicen vår: chat man.–søn. kl. 9–17, telefon man.–fre. kl. 9–17.',
      button: 'Tilbake til kassen',
    },
    sessionTimeout: {
      title: 'Oisann, tiden rant ut',
      description: 'ID-bekreftelsen tok for lang tid. Gå tilbake til kassen og prøv igjen.',
      button: 'Tilbake til kassen',
    },
    sessionTimeoutWithContact: {
      title: 'Oisann, tiden rant ut',
      description: 'ID-bekreftelsen tok for lang tid. Prøv igjen, eller kontakt kundeservicen vår: chat man.–søn. kl. 9–17, telefon man.–fre. kl. 9–17.',
      button: 'Tilbake til kassen',
    },
    networkIssue: {
      title: 'Internettforbindelsen ble brutt',
      description: 'Forbindelsen ble brutt under ID-bekreftelsen. Sjekk internettforbindelsen din og prøv igjen.',
      button: 'Prøv igjen',
    },
    networkIssueWithContact: {
      title: 'Internettforbindelsen ble brutt',
      description: 'Forbindelsen ble brutt under ID-bekreftelsen. Prøv igjen, eller kontakt kundeservicen vår: chat man.–søn. kl. 9–17, telefon man.–fre. kl. 9–17.',
      button: 'Prøv igjen',
    },
    invalidAddress: {
      title: 'Vi kunne ikke bekrefte adressen din',
      description: 'Adressen på ID-en din stemmer ikke med den du oppga i kassen. Sjekk adressen og prøv igjen.',
      button: 'Tilbake til kassen',
    },
    invalidAddressWithContact: {
      title: 'Vi kunne ikke bekrefte adressen din',
      description: 'Adressen på ID-en din stemmer ikke med den du oppga i kassen. Kontakt kundeservicen vår hvis du trenger hjelp: chat man.–søn. kl. 9–17, telefon man.–fre. kl. 9–17.',
      button: 'Tilbake til kassen',
    },
    invalidDocument: {
      title: 'Vi kunne ikke godta dette dokumentet',
      description: 'Bruk en gyldig ID som ikke er utløpt, og der utløpsdatoen er godt synlig. Sørg for at hele ID-en er skarp og uten gjenskinn.',
      button: 'Prøv igjen',
    },
    invalidDocumentWithContact: {
      title: 'Vi kunne ikke godta dette dokumentet',
      description: 'Bruk en gyldig ID som ikke er utløpt, og sørg for at hele ID-en er skarp og uten gjenskinn. Kontakt kundeservicen vår hvis du trenger hjelp: chat man.–søn. kl. 9–17, telefon man.–fre. kl. 9–17.',
      button: 'Prøv igjen',
    },
    userNotTrusted: {
      title: 'Vi kunne dessverre ikke bekrefte identiteten din',
      description: 'Velg en annen betalingsmåte for å fullføre kjøpet.',
      button: 'Tilbake til kassen',
    },
    userNotTrustedWithContact: {
      title: 'Vi kunne dessverre ikke bekrefte identiteten din',
      description: 'Velg en annen betalingsmåte, eller kontakt kundeservicen vår: chat man.–søn. kl. 9–17, telefon man.–fre. kl. 9–17.',
      button: 'Tilbake til kassen',
    },
    userMismatch: {
      title: 'ID-en stemmer ikke med opplysningene dine',
      description: 'Navnet på ID-en stemmer ikke med navnet du oppga i kassen. Bruk din egen ID.',
      button: 'Prøv igjen',
    },
    idNumberMissing: {
      title: 'Vi klarte ikke å lese ID-nummeret',
      description: 'Skann et dokument der ID-nummeret ditt er tydelig synlig.',
      button: 'Prøv igjen',
    },
    idNumberMismatch: {
      title: 'ID-nummeret stemmer ikke',
      description: 'ID-nummeret på dokumentet ditt stemmer ikke med det du oppga. Sjekk det og prøv igjen.',
      button: 'Prøv igjen',
    },
  },
  cancel: {
    title: 'Vil du avbryte ID-bekreftelsen?',
    warning: 'Hvis du avbryter nå, blir ikke kjøpet ditt godkjent. Da må du starte skanningen på nytt.',
  },
} satisfies NamespaceIdScanTranslation

export default nb_idScan
