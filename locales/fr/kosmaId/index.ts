import type { NamespaceKosmaIdTranslation } from '../../i18n-types.ts'

const fr_kosmaId = {
  title: 'Vérifiez votre pièce d’identité avec Kosma',
  intro:
    'Notre partenaire Kosma vérifie votre pièce d’identité et enregistre une courte vidéo selfie. Cela se fait dans la fenêtre de Kosma.',
  need: 'Ce qu’il vous faut',
  needId: 'Un passeport, une carte d’identité ou un permis de conduire valide',
  needCamera: 'Un téléphone ou un ordinateur avec caméra',
  needLight: 'Un bon éclairage, sans reflet sur votre pièce d’identité',
  start: 'Commencer la vérification d’identité',
  estimate: 'Cela prend généralement quelques minutes.',
  verifyEstimate: 'La vérification prend moins de 3 minutes.',
  cancel: {
    title: 'Arrêter la vérification de votre pièce d’identité ?',
    warning:
      'Si vous l’interrompez maintenant, votre achat ne sera pas validé. Vous devrez recommencer la vérification depuis le début.',
  },
} satisfies NamespaceKosmaIdTranslation

export default fr_kosmaId
