import type { NamespaceBankIdNoTranslation } from '../../i18n-types.ts'

const fr_bankIdNo = {
  title: 'Identifiez-vous avec BankID',
  signTitle: 'Signer avec BankID',
  intro: 'Choisissez comment vous utilisez BankID. Vous vous identifierez dans la fenêtre de BankID.',
  signIntro: 'Choisissez comment vous utilisez BankID. Vous signerez dans la fenêtre de BankID.',
  methods: 'Comment utilisez-vous BankID ?',
  app: 'Application BankID',
  appHint: 'Confirmez dans l’application sur votre téléphone',
  codeDevice: 'Générateur de codes et mot de passe',
  codeDeviceHint: 'Utilisez un code de votre générateur et votre mot de passe personnel',
  noBankId: 'Vous n’avez pas BankID ?',
  estimate: 'Cela prend généralement environ une minute.',
  review: {
    title: 'Relisez ce que vous allez signer',
    lead: 'Lisez le texte. Vous le signerez avec BankID à l’étape suivante.',
    label: 'Texte à signer',
    loading: 'Chargement du texte…',
    failed: 'Impossible de charger le texte à signer. Veuillez réessayer.',
    continue: 'Continuer',
  },
  failure: {
    sessionTimeout: {
      title: 'Oups, le temps est écoulé',
      description:
        'L’identification BankID a pris trop de temps. Revenez au paiement et réessayez avec l’application BankID ou votre générateur de codes.',
      button: 'Revenir au paiement',
    },
    userInteraction: {
      title: 'L’identification a été annulée',
      description: 'Vous avez interrompu l’identification BankID. Réessayez ou choisissez un autre moyen de paiement.',
      button: 'Revenir au paiement',
    },
    technicalIssue: {
      title: 'BankID ne fonctionne pas pour le moment',
      description: 'Un problème est survenu avec BankID. Réessayez plus tard ou choisissez un autre moyen de paiement.',
      button: 'Revenir au paiement',
    },
    userMismatch: {
      title: 'Les informations ne correspondent pas',
      description:
        'La personne qui s’est identifiée avec BankID ne correspond pas aux informations indiquées lors du paiement. Identifiez-vous avec votre propre BankID.',
      button: 'Revenir au paiement',
    },
  },
  cancel: {
    title: 'Interrompre l’identification BankID ?',
    warning: 'Si vous arrêtez maintenant, votre achat ne sera pas validé.',
  },
} satisfies NamespaceBankIdNoTranslation

export default fr_bankIdNo
