import type { NamespaceVeriffTranslation } from '../../i18n-types.ts'

const fr_veriff = {
  title: 'Vérifiez votre identité avec Veriff',
  intro:
    'Notre partenaire Veriff vérifie votre pièce d’identité et une photo de votre visage. Cela se fait dans la fenêtre de Veriff.',
  need: 'Ce qu’il vous faut',
  needId: 'Une pièce d’identité valide',
  needCamera: 'Un téléphone ou un ordinateur avec caméra',
  start: 'Commencer la vérification',
  estimate: 'Cela prend généralement quelques minutes.',
  verifyEstimate: 'Cela prend généralement une à deux minutes.',
  cancel: {
    title: 'Arrêter la vérification avec Veriff ?',
    warning: 'Si vous arrêtez maintenant, votre achat ne sera pas validé.',
  },
} satisfies NamespaceVeriffTranslation

export default fr_veriff
