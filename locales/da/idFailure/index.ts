import type { NamespaceIdFailureTranslation } from '../../i18n-types.ts'

const da_idFailure = {
  failure: {
    technicalIssue: {
      title: 'Vi kunne ikke bekræfte din legitimation lige nu',
      description: 'Noget gik galt hos os. Prøv igen senere eller vælg en anden betalingsmetode.',
      button: 'Tilbage til kassen',
    },
    technicalIssueWithContact: {
      title: 'Vi kunne ikke bekræfte din legitimation lige nu',
      description: 'Noget gik galt hos os. Prøv igen senere eller kontakt vores kundeservice: {contactTimes}.',
      button: 'Tilbage til kassen',
    },
    sessionTimeout: {
      title: 'Ups, tiden løb ud',
      description: 'Bekræftelsen af din legitimation tog for lang tid. Gå tilbage til kassen og prøv igen.',
      button: 'Tilbage til kassen',
    },
    sessionTimeoutWithContact: {
      title: 'Ups, tiden løb ud',
      description:
        'Bekræftelsen af din legitimation tog for lang tid. Prøv igen eller kontakt vores kundeservice: {contactTimes}.',
      button: 'Tilbage til kassen',
    },
    networkIssue: {
      title: 'Internetforbindelsen blev afbrudt',
      description:
        'Forbindelsen blev afbrudt under bekræftelsen af din legitimation. Tjek din internetforbindelse og prøv igen.',
      button: 'Tilbage til kassen',
    },
    networkIssueWithContact: {
      title: 'Internetforbindelsen blev afbrudt',
      description:
        'Forbindelsen blev afbrudt under bekræftelsen af din legitimation. Prøv igen eller kontakt vores kundeservice: {contactTimes}.',
      button: 'Tilbage til kassen',
    },
    invalidAddress: {
      title: 'Vi kunne ikke bekræfte din adresse',
      description:
        'Adressen på din legitimation stemmer ikke overens med den du har oplyst i kassen. Tjek din adresse og prøv igen.',
      button: 'Tilbage til kassen',
    },
    invalidAddressWithContact: {
      title: 'Vi kunne ikke bekræfte din adresse',
      description:
        'Adressen på din legitimation stemmer ikke overens med den du har oplyst i kassen. Brug for hjælp? Kontakt vores kundeservice: {contactTimes}.',
      button: 'Tilbage til kassen',
    },
    invalidDocument: {
      title: 'Vi kunne ikke godkende dette dokument',
      description:
        'Brug en gyldig legitimation med en tydelig udløbsdato. Den må ikke være udløbet, og hele billedet skal være skarpt og uden genskin.',
      button: 'Tilbage til kassen',
    },
    invalidDocumentWithContact: {
      title: 'Vi kunne ikke godkende dette dokument',
      description:
        'Brug en gyldig legitimation som ikke er udløbet. Hele billedet skal være skarpt og uden genskin. Brug for hjælp? Kontakt vores kundeservice: {contactTimes}.',
      button: 'Tilbage til kassen',
    },
    userNotTrusted: {
      title: 'Vi kunne desværre ikke bekræfte din identitet',
      description: 'Vælg en anden betalingsmetode for at gennemføre købet.',
      button: 'Tilbage til kassen',
    },
    userNotTrustedWithContact: {
      title: 'Vi kunne desværre ikke bekræfte din identitet',
      description: 'Vælg en anden betalingsmetode eller kontakt vores kundeservice: {contactTimes}.',
      button: 'Tilbage til kassen',
    },
  },
} satisfies NamespaceIdFailureTranslation

export default da_idFailure
