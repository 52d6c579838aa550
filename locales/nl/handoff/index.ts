import type { NamespaceHandoffTranslation } from '../../i18n-types.ts'

const nl_handoff = {
  title: 'Ga verder in het venster dat we voor {name} hebben geopend',
  lead: 'Rond het daar af, dan gaan we hier automatisch verder.',
  waiting: 'Wachten op {name}…',
  show: 'Venster tonen',
  cancel: 'Annuleren',
  resumed: 'Heb je het venster gesloten? Dan kun je {name} opnieuw openen.',
  blockedTitle: 'Je browser heeft het nieuwe venster geblokkeerd',
  blocked: 'Open {name} met de knop hieronder om verder te gaan.',
  open: '{name} openen',
  closedTitle: 'Het venster is gesloten',
  closed: 'Het venster van {name} is gesloten voordat je klaar was. Open het opnieuw of kies een andere methode.',
  stoppedTitle: 'Je hebt het bij {name} niet afgerond',
  stopped: 'Je kunt het opnieuw proberen of een andere methode kiezen.',
  reopen: '{name} opnieuw openen',
  checking: 'Resultaat controleren…',
  startFailed: 'We konden {name} niet openen. Probeer het opnieuw.',
  page: {
    connecting: 'Verbinding maken…',
    returning: 'We sturen je terug…',
    doneTitle: 'Je kunt dit venster sluiten',
    done: 'Ga terug naar het afrekenen om verder te gaan.',
  },
} satisfies NamespaceHandoffTranslation

export default nl_handoff
