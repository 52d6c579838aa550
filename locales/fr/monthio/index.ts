import type { NamespaceMonthioTranslation } from '../../i18n-types.ts'

const fr_monthio = {
  title: 'Partagez un aperçu de vos finances',
  intro:
    'Pour vous proposer le crédit qui vous convient, nous avons besoin d’un aperçu de vos revenus et de vos dépenses. Notre partenaire Monthio l’obtient auprès de votre banque, avec votre accord.',
  how: 'Comment ça marche',
  logIn: 'Connectez-vous à votre banque en ligne via Monthio.',
  choose: 'Choisissez les comptes à partager.',
  overview: 'Monthio nous envoie un aperçu, jamais vos identifiants.',
  start: 'Continuer vers Monthio',
  estimate: 'Cela prend généralement quelques minutes.',
  reviewing: 'Examen de votre aperçu…',
  incomeExpenses: 'Analyse de vos revenus et de vos dépenses…',
  verifyEstimate: 'Cela prend généralement moins d’une minute.',
  cancel: {
    title: 'Arrêter le partage avec Monthio ?',
    warning: 'Si vous arrêtez maintenant, votre achat ne sera pas validé.',
  },
} satisfies NamespaceMonthioTranslation

export default fr_monthio
