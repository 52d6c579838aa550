import type { NamespaceHandoffTranslation } from '../../i18n-types.ts'

const nb_handoff = {
  title: 'Fortsett i vinduet vi åpnet for {name}',
  lead: 'Fullfør der, så fortsetter vi her automatisk.',
  waiting: 'Venter på {name} …',
  show: 'Vis vinduet',
  cancel: 'Avbryt',
  resumed: 'Hvis du lukket vinduet, kan du åpne {name} igjen.',
  blockedTitle: 'Nettleseren din blokkerte det nye vinduet',
  blocked: 'Åpne {name} med knappen nedenfor for å fortsette.',
  open: 'Åpne {name}',
  closedTitle: 'Vinduet ble lukket',
  closed: 'Vinduet for {name} ble lukket før du var ferdig. Åpne det igjen, eller velg en annen metode.',
  stoppedTitle: 'Du fullførte ikke hos {name}',
  stopped: 'Du kan prøve igjen eller velge en annen metode.',
  reopen: 'Åpne {name} igjen',
  checking: 'Sjekker resultatet …',
  startFailed: 'Vi kunne ikke åpne {name}. Prøv igjen.',
  page: {
    connecting: 'Kobler til …',
    returning: 'Sender deg tilbake …',
    doneTitle: 'Du kan lukke dette vinduet',
    done: 'Gå tilbake til kassen for å fortsette.',
  },
} satisfies NamespaceHandoffTranslation

export default nb_handoff
