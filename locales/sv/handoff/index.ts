import type { NamespaceHandoffTranslation } from '../../i18n-types.ts'

const sv_handoff = {
  title: 'Fortsätt i fönstret vi öppnade för {name}',
  lead: 'Slutför där, så fortsätter vi här automatiskt.',
  waiting: 'Väntar på {name}…',
  show: 'Visa fönstret',
  cancel: 'Avbryt',
  resumed: 'Om du stängde fönstret kan du öppna {name} igen.',
  blockedTitle: 'Din webbläsare blockerade det nya fönstret',
  blocked: 'Öppna {name} med knappen nedan för att fortsätta.',
  open: 'Öppna {name}',
  closedTitle: 'Fönstret stängdes',
  closed: 'Fönstret för {name} stängdes innan du var klar. Öppna det igen eller välj en annan metod.',
  stoppedTitle: 'Du slutförde inte hos {name}',
  stopped: 'Du kan försöka igen eller välja en annan metod.',
  reopen: 'Öppna {name} igen',
  checking: 'Kontrollerar resultatet…',
  startFailed: 'Vi kunde inte öppna {name}. Försök igen.',
  page: {
    connecting: 'Ansluter…',
    returning: 'Tar dig tillbaka…',
    doneTitle: 'Du kan stänga det här fönstret',
    done: 'Gå tillbaka till kassan för att fortsätta.',
  },
} satisfies NamespaceHandoffTranslation

export default sv_handoff
