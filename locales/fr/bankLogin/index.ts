import type { NamespaceBankLoginTranslation } from '../../i18n-types.ts'

const fr_bankLogin = {
  start: {
    title: 'Connectez-vous à votre banque',
    lead: 'Connectez-vous à votre banque pour nous aider à vérifier votre identité.',
    noSave: 'Nous n’enregistrons pas vos identifiants de connexion.',
    encrypted: 'Soyez rassuré(e) : vos données sont chiffrées et protégées.',
    suggested: 'Vous allez vous connecter à {bankName}.',
    consent:
      'En continuant, vous nous autorisez à accéder aux informations de votre compte auprès de votre banque pendant 90 jours maximum, afin de vérifier votre identité.',
    consentMore:
      'Nous lisons vos nom, adresse et date de naissance ainsi que les informations de votre compte, et les comparons à celles que vous nous avez communiquées. Nous ne déplaçons pas d’argent et ne transmettons vos identifiants à personne.',
    consentUk: 'Nous ne lisons que les opérations des 90 derniers jours au maximum.',
    why: 'Pourquoi vous le demandons-nous ?',
  },
  why: {
    title: 'Pourquoi vous demandons-nous de vous connecter à votre banque ?',
    body: 'Votre banque sait déjà qui vous êtes. S’y connecter est un moyen rapide et sûr de confirmer votre identité, sans envoyer de documents ni de photos.',
    safety:
      'Vous vous connectez via une connexion sécurisée et chiffrée. Nous ne voyons ni n’enregistrons jamais votre mot de passe ou votre code PIN, et nous ne pouvons effectuer aucun paiement depuis votre compte.',
  },
  selection: {
    title: 'Trouvez votre banque',
    country: 'Pays',
    search: 'Nom de la banque, IBAN ou BIC',
    searchHint: 'Par exemple Deutsche Bank, DEUTDEBBXXX ou votre IBAN.',
    minChars: 'Saisissez au moins trois caractères',
    searching: 'Recherche en cours…',
    results: '{count|int} {{banque trouvée|banques trouvées}}. Choisissez-en une avec les flèches du clavier.',
    noResults: 'Aucune banque trouvée. Vérifiez l’orthographe ou essayez avec le BIC ou votre IBAN.',
    ibanTyping: 'Un IBAN de ce pays compte {expected|int} caractères. Vous en avez saisi {length|int}.',
    ibanLength: 'Un IBAN de ce pays compte {expected|int} caractères. Vérifiez-le.',
    ibanChecksum: 'Cet IBAN n’est pas valide. Vérifiez qu’il ne contient pas de faute de frappe.',
    ibanCountry: 'Nous ne pouvons pas nous connecter aux banques du pays de cet IBAN.',
    countryChanged: 'Banques du pays suivant : {country}.',
    searchFailed: 'Nous n’avons pas pu rechercher de banques pour le moment. Réessayez.',
    tryAgain: 'Relancer la recherche',
    notListed: 'Ma banque ne figure pas dans la liste',
    connecting: 'Connexion à {bankName}…',
    selectFailed: 'Nous n’avons pas pu nous connecter à {bankName}. Réessayez ou choisissez une autre banque.',
    startFailed: 'Nous n’avons pas pu lancer la connexion à la banque. Réessayez.',
  },
  countries: {
    DE: 'Allemagne',
    AT: 'Autriche',
    BE: 'Belgique',
    IT: 'Italie',
    NL: 'Pays-Bas',
    PL: 'Pologne',
    ES: 'Espagne',
    SE: 'Suède',
    CH: 'Suisse',
    GB: 'Royaume-Uni',
  },
  creds: {
    title: 'Connexion à {selectedBank}',
    lead: 'Utilisez les identifiants de votre banque en ligne {selectedBank}.',
    fields: {
      userId: 'Identifiant',
      username: 'Nom d’utilisateur',
      customerNumber: 'Numéro client',
      contractNumber: 'Numéro de contrat',
      pin: 'Code PIN',
      password: 'Mot de passe',
    },
    required: 'Veuillez remplir ce champ.',
    submit: 'Se connecter',
    wrong: 'Ces identifiants sont incorrects. Vérifiez-les et réessayez.',
    attemptsLeft: 'Il vous reste {count|int} {{tentative|tentatives}}.',
    blocked:
      'Votre banque a bloqué la connexion après trop de tentatives. Choisissez une autre banque ou une autre méthode.',
    failed: 'Nous n’avons pas pu vous connecter. Réessayez.',
    dismissed: 'La connexion n’a pas été approuvée dans l’application de votre banque. Connectez-vous à nouveau.',
  },
  code: {
    title: 'Saisissez le code de votre banque',
    lead: '{selectedBank} vous a envoyé un code à usage unique par SMS ou dans son application.',
    label: 'Code de votre banque',
    verifying: 'Vérification du code…',
    wrong: 'Ce code est incorrect. Réessayez.',
    failed: 'Nous n’avons pas pu vérifier le code. Réessayez.',
  },
  app: {
    title: 'Approuvez dans l’application de votre banque',
    lead: 'Ouvrez l’application {selectedBank} sur votre téléphone et approuvez-y la connexion.',
    waiting: 'En attente de votre approbation…',
    estimate: 'Cela prend généralement moins d’une minute.',
  },
  verify: {
    title: 'Vérification de votre identité',
    lead: 'Nous vérifions vos informations auprès de {selectedBank}.',
    estimate: 'Cela ne prend généralement que quelques secondes.',
    readingAccount: 'Lecture des informations de votre compte…',
  },
  report: {
    title: 'Parlez-nous de votre banque',
    lead: 'Nous ajoutons régulièrement de nouvelles banques. Dites-nous quelle banque vous utilisez et nous étudierons son ajout.',
    label: 'Nom de votre banque',
    required: 'Saisissez le nom de votre banque.',
    send: 'Envoyer',
    failed: 'Impossible de signaler la banque non prise en charge. Réessayez.',
  },
  reported: {
    title: 'Merci !',
    body: 'Nous avons bien noté que vous souhaitez utiliser {bankName}. Pour l’instant, choisissez une autre banque ou un autre moyen de vérification.',
  },
  otherBank: 'Choisir une autre banque',
  yourBank: 'votre banque',
  failure: {
    userMismatch: {
      title: 'Le titulaire du compte ne correspond pas',
      description:
        'Le compte bancaire auquel vous vous êtes connecté(e) appartient à quelqu’un d’autre. Connectez-vous à votre propre compte bancaire.',
      button: 'Retour à la sélection',
    },
    insufficientInfo: {
      title: 'Votre banque n’a pas transmis assez d’informations',
      description:
        'Nous n’avons pas pu vérifier votre identité avec les informations transmises par votre banque. Essayez une autre banque ou un autre moyen de paiement.',
      button: 'Retour à la sélection',
    },
    incompleteVerification: {
      title: 'La connexion à la banque n’a pas été terminée',
      description:
        'Nous n’avons pas reçu tout ce dont nous avons besoin de la part de votre banque. Revenez au paiement pour recommencer, ou choisissez un autre moyen de paiement.',
      button: 'Revenir au paiement',
    },
    technicalIssue: {
      title: 'Nous n’avons pas pu nous connecter à votre banque',
      description:
        'Un problème est survenu lors de la connexion à {bankName}. Réessayez plus tard ou choisissez un autre moyen de paiement.',
      button: 'Revenir au paiement',
    },
    sessionTimeout: {
      title: 'Oups, le temps est écoulé',
      description:
        'La connexion à la banque a pris trop de temps. Revenez au paiement pour réessayer, ou choisissez une autre méthode.',
      button: 'Revenir au paiement',
    },
  },
  cancel: {
    title: 'Interrompre la connexion à votre banque ?',
    warning: 'Si vous arrêtez maintenant, votre achat ne sera pas validé.',
  },
} satisfies NamespaceBankLoginTranslation

export default fr_bankLogin
