import type { NamespaceHandoffTranslation } from '../../i18n-types.ts'

const fr_handoff = {
  title: 'Continuez dans la fenêtre ouverte pour {name}',
  lead: 'Terminez là-bas, la suite se fera ici automatiquement.',
  waiting: 'En attente de {name}…',
  show: 'Afficher la fenêtre',
  cancel: 'Annuler',
  resumed: 'Si vous avez fermé cette fenêtre, vous pouvez rouvrir {name}.',
  blockedTitle: 'Votre navigateur a bloqué la nouvelle fenêtre',
  blocked: 'Ouvrez {name} avec le bouton ci-dessous pour continuer.',
  open: 'Ouvrir {name}',
  closedTitle: 'La fenêtre a été fermée',
  closed: 'La fenêtre de {name} a été fermée avant la fin. Rouvrez-la ou choisissez une autre méthode.',
  stoppedTitle: 'Vous n’avez pas terminé sur {name}',
  stopped: 'Vous pouvez réessayer ou choisir une autre méthode.',
  reopen: 'Rouvrir {name}',
  checking: 'Vérification du résultat…',
  startFailed: 'Impossible d’ouvrir {name}. Veuillez réessayer.',
  page: {
    connecting: 'Connexion en cours…',
    returning: 'Retour en cours…',
    doneTitle: 'Vous pouvez fermer cette fenêtre',
    done: 'Revenez à la page de paiement pour continuer.',
  },
} satisfies NamespaceHandoffTranslation

export default fr_handoff
