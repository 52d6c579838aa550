import type { NamespaceBankIdFiTranslation } from '../../i18n-types.ts'

const da_bankIdFi = {
  failure: {
    userMismatch: {
      title: 'Oplysningerne stemmer ikke overens',
      description: 'Tjek at det personnummer du har oplyst, er det samme som på den bankkonto du identificerer dig med.',
      button: 'Prøv igen',
    },
    technicalIssue: {
      title: 'Identifikation via banken virker ikke lige nu',
      description: 'Noget gik galt hos os. Prøv igen senere eller vælg en anden betalingsmetode.',
      button: 'Tilbage til kassen',
    },
    accessDenied: {
      title: 'Banken delte ikke dine oplysninger',
      description: 'Din bank skal bekræfte din identitet. Prøv igen og giv banken lov til at dele dine oplysninger.',
      button: 'Prøv igen',
    },
    sessionTimeout: {
      title: 'Ups, tiden løb ud',
      description: 'Identifikationen hos din bank tog for lang tid. Prøv igen eller vælg en anden betalingsmetode.',
      button: 'Prøv igen',
    },
    userNotTrusted: {
      title: 'Vi kunne desværre ikke bekræfte din identitet',
      description: 'Vælg en anden betalingsmetode for at gennemføre købet.',
      button: 'OK',
    },
  },
  cancel: {
    title: 'Vil du afbryde identifikationen hos din bank?',
    warning: 'Hvis du afbryder nu, bliver dit køb ikke godkendt.',
  },
} satisfies NamespaceBankIdFiTranslation

export default da_bankIdFi
