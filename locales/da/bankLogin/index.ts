import type { NamespaceBankLoginTranslation } from '../../i18n-types.ts'

const da_bankLogin = {
  failure: {
    userMismatch: {
      title: 'Kontohaveren stemmer ikke overens',
      description: 'Den bankkonto du loggede ind på, tilhører en anden. Log ind på din egen bankkonto.',
      button: 'Tilbage til valgmulighederne',
    },
    insufficientInfo: {
      title: 'Din bank delte ikke nok oplysninger',
      description: 'Vi kunne ikke bekræfte din identitet med de oplysninger din bank delte. Prøv en anden bank eller en anden betalingsmetode.',
      button: 'Tilbage til valgmulighederne',
    },
    incompleteVerification: {
      title: 'Du blev ikke færdig med at logge ind i banken',
      description: 'Vi har ikke fået alt det vi skal bruge fra din bank. Log ind igen og gennemfør alle trin.',
      button: 'Prøv igen',
    },
    technicalIssue: {
      title: 'Vi kunne ikke få forbindelse til din bank',
      description: 'Noget gik galt da vi prøvede at oprette forbindelse til {bankName}. Prøv igen senere eller vælg en anden betalingsmetode.',
      button: 'Tilbage til kassen',
    },
    sessionTimeout: {
      title: 'Ups, tiden løb ud',
      description: 'Login i banken tog for lang tid. Prøv igen eller vælg en anden metode.',
      button: 'Prøv igen',
    },
  },
  cancel: {
    title: 'Vil du afbryde login i din bank?',
    warning: 'Hvis du afbryder nu, bliver dit køb ikke godkendt.',
  },
} satisfies NamespaceBankLoginTranslation

export default da_bankLogin
