import type { NamespaceHandoffTranslation } from '../../i18n-types.ts'

const ro_handoff = {
  title: 'Continuați în fereastra deschisă pentru {name}',
  lead: 'Finalizați acolo și vom continua aici automat.',
  waiting: 'Se așteaptă {name}…',
  show: 'Afișați fereastra',
  cancel: 'Anulați',
  resumed: 'Dacă ați închis fereastra, puteți deschide din nou {name}.',
  blockedTitle: 'Browserul dvs. a blocat fereastra nouă',
  blocked: 'Pentru a continua, deschideți {name} cu butonul de mai jos.',
  open: 'Deschideți {name}',
  closedTitle: 'Fereastra a fost închisă',
  closed: 'Fereastra {name} a fost închisă înainte să terminați. Deschideți-o din nou sau alegeți altă metodă.',
  stoppedTitle: 'Nu ați finalizat în {name}',
  stopped: 'Puteți încerca din nou sau puteți alege altă metodă.',
  reopen: 'Deschideți din nou {name}',
  checking: 'Se verifică rezultatul…',
  startFailed: 'Nu am putut deschide {name}. Încercați din nou.',
  page: {
    connecting: 'Se conectează…',
    returning: 'Vă ducem înapoi…',
    doneTitle: 'Puteți închide această fereastră',
    done: 'Reveniți la finalizarea comenzii pentru a continua.',
  },
} satisfies NamespaceHandoffTranslation

export default ro_handoff
