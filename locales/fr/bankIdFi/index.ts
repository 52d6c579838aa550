import type { NamespaceBankIdFiTranslation } from '../../i18n-types.ts'

const fr_bankIdFi = {
  title: 'Identifiez-vous auprès de votre banque',
  intro: 'Choisissez votre banque. Vous vous identifierez dans la fenêtre de votre banque, comme pour vous connecter.',
  search: 'Rechercher votre banque',
  banks: 'Banques',
  /** Said once the shopper stops typing: how many banks the search found. */
  found: '{count|int} {{banque trouvée|banques trouvées}}.',
  noMatch: 'Aucune banque ne correspond à « {query} ». Vérifiez l’orthographe ou choisissez une autre méthode.',
  mobileCertificate: 'Certificat mobile',
  yourBank: 'votre banque',
  why: 'Pourquoi vous demandons-nous cela ?',
  whyTitle: 'Pourquoi vous demandons-nous de vous identifier ?',
  whyLaw: 'La loi nous oblige à vérifier l’identité de toute personne qui paie avec nous.',
  whyMatch:
    'Votre banque confirme votre nom et votre numéro d’identification national. Ils doivent correspondre aux informations du compte bancaire avec lequel vous vous identifiez.',
  whyPrivate: 'Nous ne voyons jamais vos identifiants bancaires.',
  lastStep: 'Dernière étape : identification auprès de votre banque',
  failure: {
    userMismatch: {
      title: 'Les informations ne correspondent pas',
      description:
        'Assurez-vous que le numéro d’identification national indiqué correspond à celui du compte bancaire avec lequel vous vous identifiez.',
      button: 'Revenir au paiement',
    },
    technicalIssue: {
      title: 'L’identification bancaire ne fonctionne pas pour le moment',
      description:
        'Un problème est survenu de notre côté. Réessayez plus tard ou choisissez un autre moyen de paiement.',
      button: 'Revenir au paiement',
    },
    accessDenied: {
      title: 'Votre banque n’a pas partagé vos informations',
      description:
        'Nous avons besoin que votre banque confirme votre identité. Réessayez et autorisez votre banque à partager vos informations.',
      button: 'Revenir au paiement',
    },
    sessionTimeout: {
      title: 'Oups, le temps est écoulé',
      description:
        'L’identification auprès de votre banque a pris trop de temps. Réessayez ou choisissez un autre moyen de paiement.',
      button: 'Revenir au paiement',
    },
    userNotTrusted: {
      title: 'Malheureusement, nous n’avons pas pu vérifier votre identité',
      description: 'Choisissez un autre moyen de paiement pour finaliser votre achat.',
      button: 'OK',
    },
  },
  cancel: {
    title: 'Interrompre l’identification auprès de votre banque ?',
    warning: 'Si vous arrêtez maintenant, votre achat ne sera pas validé.',
  },
} satisfies NamespaceBankIdFiTranslation

export default fr_bankIdFi
