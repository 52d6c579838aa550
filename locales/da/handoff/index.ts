import type { NamespaceHandoffTranslation } from '../../i18n-types.ts'

const da_handoff = {
  title: 'Fortsæt i vinduet, vi åbnede for {name}',
  lead: 'Gør det færdigt der, så fortsætter vi her automatisk.',
  waiting: 'Venter på {name}…',
  show: 'Vis vinduet',
  cancel: 'Annuller',
  resumed: 'Hvis du lukkede vinduet, kan du åbne {name} igen.',
  blockedTitle: 'Din browser blokerede det nye vindue',
  blocked: 'Åbn {name} med knappen herunder for at fortsætte.',
  open: 'Åbn {name}',
  closedTitle: 'Vinduet blev lukket',
  closed: 'Vinduet til {name} blev lukket, før du var færdig. Åbn det igen, eller vælg en anden metode.',
  stoppedTitle: 'Du blev ikke færdig hos {name}',
  stopped: 'Du kan prøve igen eller vælge en anden metode.',
  reopen: 'Åbn {name} igen',
  checking: 'Tjekker resultatet…',
  startFailed: 'Vi kunne ikke åbne {name}. Prøv igen.',
  page: {
    connecting: 'Forbinder…',
    returning: 'Sender dig tilbage…',
    doneTitle: 'Du kan lukke dette vindue',
    done: 'Gå tilbage til kassen for at fortsætte.',
  },
} satisfies NamespaceHandoffTranslation

export default da_handoff
