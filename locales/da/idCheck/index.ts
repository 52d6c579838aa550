import type { NamespaceIdCheckTranslation } from '../../i18n-types.ts'

const da_idCheck = {
  failure: {
    technicalIssue: {
      title: 'Vi kunne ikke tjekke din legitimation lige nu',
      description: 'Noget gik galt hos os. Prøv igen senere eller vælg en anden betalingsmetode.',
      button: 'Tilbage til kassen',
    },
    sessionTimeout: {
      title: 'Ups, tiden løb ud',
      description: 'Tjekket af din legitimation tog for lang tid. Gå tilbage til kassen og prøv igen.',
      button: 'Tilbage til kassen',
    },
    verify: {
      title: 'Vi kunne ikke bekræfte din legitimation',
      description: 'De oplysninger du har indtastet, stemmer ikke overens med det der er registreret for dette dokument. Tjek dem og prøv igen.',
      button: 'Prøv igen',
    },
    invalidAddress: {
      title: 'Vi kunne ikke bekræfte din adresse',
      description: 'Den adresse du har oplyst, stemmer ikke overens med vores oplysninger. Tjek den og prøv igen.',
      button: 'Ret adresse',
    },
    userNotFound: {
      title: 'Vi kunne ikke finde dine oplysninger',
      description: 'Vi kunne ikke finde oplysninger der passer til dit navn og din adresse. Tjek din adresse og prøv igen.',
      button: 'Ret adresse',
    },
  },
  customerServiceLabel: 'kundeservice',
  customerServiceUrl: 'https://www.provider.com/nz/customer-service/',
  cancel: {
    title: 'Vil du afbryde tjekket af din legitimation?',
    warning: 'Hvis du afbryder nu, bliver dit køb ikke godkendt.',
  },
} satisfies NamespaceIdCheckTranslation

export default da_idCheck
