import type { NamespaceBureauCheckTranslation } from '../../i18n-types.ts'

const nl_bureauCheck = {
  failure: {
    technicalIssueFallback: {
      title: 'We konden de aankoop niet afronden',
      description: 'Geen zorgen: je kunt het opnieuw proberen of een andere betaalmethode kiezen om de aankoop af te ronden.',
      button: 'Terug naar afrekenen',
    },
    invalidUserInfoWithContact: {
      title: 'We konden de aankoop niet afronden',
      description: 'Geen zorgen: je kunt het opnieuw proberen of een andere betaalmethode kiezen om de aankoop af te ronden. Hulp nodig? Onze klantenservice is bereikbaar via chat (ma–zo 9.00–17.00 uur) en telefonisch (ma–vr 9.00–17.00 uur).',
      button: 'Terug naar afrekenen',
    },
    userNotTrustedWithContact: {
      title: 'We konden de aankoop niet afronden',
      description: 'Geen zorgen: je kunt een andere betaalmethode kiezen om de aankoop af te ronden. Hulp nodig? Onze klantenservice is bereikbaar via chat (ma–zo 9.00–17.00 uur) en telefonisch (ma–vr 9.00–17.00 uur).',
      button: 'Terug naar afrekenen',
    },
  },
  cancel: {
    title: 'Stoppen met de identiteitscontrole?',
    warning: 'Als je nu stopt, wordt je aankoop niet goedgekeurd.',
  },
} satisfies NamespaceBureauCheckTranslation

export default nl_bureauCheck
