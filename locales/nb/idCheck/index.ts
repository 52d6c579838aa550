import type { NamespaceIdCheckTranslation } from '../../i18n-types.ts'

const nb_idCheck = {
  failure: {
    technicalIssue: {
      title: 'Vi kan ikke sjekke ID-en din akkurat nå',
      description: 'Noe gikk galt hos oss. Prøv igjen senere eller velg en annen betalingsmåte.',
      button: 'Tilbake til kassen',
    },
    sessionTimeout: {
      title: 'Oisann, tiden rant ut',
      description: 'ID-sjekken tok for lang tid. Gå tilbake til kassen og prøv igjen.',
      button: 'Tilbake til kassen',
    },
    verify: {
      title: 'Vi kunne ikke bekrefte ID-en din',
      description: 'Opplysningene du skrev inn, stemmer ikke med det som er registrert for dette dokumentet. Sjekk dem og prøv igjen.',
      button: 'Prøv igjen',
    },
    invalidAddress: {
      title: 'Vi kunne ikke bekrefte adressen din',
      description: 'Adressen du oppga, stemmer ikke med det vi har registrert. Sjekk den og prøv igjen.',
      button: 'Endre adresse',
    },
    userNotFound: {
      title: 'Vi fant ikke opplysningene dine',
      description: 'Vi fant ingen registrering som stemmer med navnet og adressen din. Sjekk adressen og prøv igjen.',
      button: 'Endre adresse',
    },
  },
  customerServiceLabel: 'kundeservice',
  customerServiceUrl: 'https://www.provider.com/nz/customer-service/',
  cancel: {
    title: 'Vil du avbryte ID-sjekken?',
    warning: 'Hvis du avbryter nå, blir ikke kjøpet ditt godkjent.',
  },
} satisfies NamespaceIdCheckTranslation

export default nb_idCheck
