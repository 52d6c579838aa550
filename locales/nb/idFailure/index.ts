import type { NamespaceIdFailureTranslation } from '../../i18n-types.ts'

const nb_idFailure = {
  failure: {
    technicalIssue: {
      title: 'Vi kan ikke bekrefte ID-en din akkurat nå',
      description: 'Noe gikk galt hos oss. Prøv igjen senere eller velg en annen betalingsmåte.',
      button: 'Tilbake til kassen',
    },
    technicalIssueWithContact: {
      title: 'Vi kan ikke bekrefte ID-en din akkurat nå',
      description: 'Noe gikk galt hos oss. Prøv igjen senere, eller kontakt kundeservicen vår: {contactTimes}.',
      button: 'Tilbake til kassen',
    },
    sessionTimeout: {
      title: 'Oisann, tiden rant ut',
      description: 'ID-bekreftelsen tok for lang tid. Gå tilbake til kassen og prøv igjen.',
      button: 'Tilbake til kassen',
    },
    sessionTimeoutWithContact: {
      title: 'Oisann, tiden rant ut',
      description: 'ID-bekreftelsen tok for lang tid. Prøv igjen, eller kontakt kundeservicen vår: {contactTimes}.',
      button: 'Tilbake til kassen',
    },
    networkIssue: {
      title: 'Internettforbindelsen ble brutt',
      description: 'Forbindelsen ble brutt under ID-bekreftelsen. Sjekk internettforbindelsen din og prøv igjen.',
      button: 'Tilbake til kassen',
    },
    networkIssueWithContact: {
      title: 'Internettforbindelsen ble brutt',
      description:
        'Forbindelsen ble brutt under ID-bekreftelsen. Prøv igjen, eller kontakt kundeservicen vår: {contactTimes}.',
      button: 'Tilbake til kassen',
    },
    invalidAddress: {
      title: 'Vi kunne ikke bekrefte adressen din',
      description: 'Adressen på ID-en din stemmer ikke med den du oppga i kassen. Sjekk adressen og prøv igjen.',
      button: 'Tilbake til kassen',
    },
    invalidAddressWithContact: {
      title: 'Vi kunne ikke bekrefte adressen din',
      description:
        'Adressen på ID-en din stemmer ikke med den du oppga i kassen. Kontakt kundeservicen vår hvis du trenger hjelp: {contactTimes}.',
      button: 'Tilbake til kassen',
    },
    invalidDocument: {
      title: 'Vi kunne ikke godta dette dokumentet',
      description:
        'Bruk en gyldig ID som ikke er utløpt, og der utløpsdatoen er godt synlig. Sørg for at hele ID-en er skarp og uten gjenskinn.',
      button: 'Tilbake til kassen',
    },
    invalidDocumentWithContact: {
      title: 'Vi kunne ikke godta dette dokumentet',
      description:
        'Bruk en gyldig ID som ikke er utløpt, og sørg for at hele ID-en er skarp og uten gjenskinn. Kontakt kundeservicen vår hvis du trenger hjelp: {contactTimes}.',
      button: 'Tilbake til kassen',
    },
    userNotTrusted: {
      title: 'Vi kunne dessverre ikke bekrefte identiteten din',
      description: 'Velg en annen betalingsmåte for å fullføre kjøpet.',
      button: 'Tilbake til kassen',
    },
    userNotTrustedWithContact: {
      title: 'Vi kunne dessverre ikke bekrefte identiteten din',
      description: 'Velg en annen betalingsmåte, eller kontakt kundeservicen vår: {contactTimes}.',
      button: 'Tilbake til kassen',
    },
  },
} satisfies NamespaceIdFailureTranslation

export default nb_idFailure
