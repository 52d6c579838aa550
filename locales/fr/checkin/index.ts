import type { NamespaceCheckinTranslation } from '../../i18n-types.ts'

const fr_checkin = {
  title: 'Vérifiez votre identité avec Checkin.com',
  intro:
    'Notre partenaire Checkin.com vérifie votre pièce d’identité et une photo de votre visage, puis nous communique le résultat.',
  need: 'Ce qu’il vous faut',
  needId: 'Une pièce d’identité valide',
  needCamera: 'Un téléphone ou un ordinateur avec caméra',
  consent:
    'En appuyant sur Accepter et continuer, vous acceptez que Checkin.com traite votre pièce d’identité et votre photo pour vérifier votre identité pour notre compte.',
  estimate: 'Cela prend généralement quelques minutes.',
  verifyEstimate: 'La vérification prend moins de 2 minutes.',
  cancel: {
    title: 'Arrêter l’enregistrement ?',
    warning: 'Si vous arrêtez maintenant, votre achat ne sera pas validé.',
  },
} satisfies NamespaceCheckinTranslation

export default fr_checkin
