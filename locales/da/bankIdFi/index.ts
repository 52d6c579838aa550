import type { NamespaceBankIdFiTranslation } from '../../i18n-types.ts'

const da_bankIdFi = {
  title: 'Identificer dig med din bank',
  intro: 'Vælg din bank. Du identificerer dig i bankens eget vindue, ligesom når du logger ind.',
  search: 'Søg efter din bank',
  banks: 'Banker',
  /** Said once the shopper stops typing: how many banks the search found. */
  found: '{count|int} {{bank fundet|banker fundet}}.',
  noMatch: 'Ingen bank passer til “{query}”. Tjek stavningen, eller vælg en anden metode.',
  mobileCertificate: 'Mobilcertifikat',
  yourBank: 'din bank',
  why: 'Hvorfor spørger vi?',
  whyTitle: 'Hvorfor beder vi dig om at identificere dig?',
  whyLaw: 'Loven kræver, at vi bekræfter identiteten på alle, der betaler med os.',
  whyMatch:
    'Din bank bekræfter dit navn og dit personnummer. De skal passe med oplysningerne på den bankkonto, du identificerer dig med.',
  whyPrivate: 'Vi ser aldrig dine loginoplysninger til banken.',
  lastStep: 'Sidste trin: identifikation i din bank',
  failure: {
    userMismatch: {
      title: 'Oplysningerne stemmer ikke overens',
      description:
        'Tjek at det personnummer du har oplyst, er det samme som på den bankkonto du identificerer dig med.',
      button: 'Tilbage til kassen',
    },
    technicalIssue: {
      title: 'Identifikation via banken virker ikke lige nu',
      description: 'Noget gik galt hos os. Prøv igen senere eller vælg en anden betalingsmetode.',
      button: 'Tilbage til kassen',
    },
    accessDenied: {
      title: 'Banken delte ikke dine oplysninger',
      description: 'Din bank skal bekræfte din identitet. Prøv igen og giv banken lov til at dele dine oplysninger.',
      button: 'Tilbage til kassen',
    },
    sessionTimeout: {
      title: 'Ups, tiden løb ud',
      description: 'Identifikationen hos din bank tog for lang tid. Prøv igen eller vælg en anden betalingsmetode.',
      button: 'Tilbage til kassen',
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
