import type { NamespaceHandoffTranslation } from '../../i18n-types.ts'

const it_handoff = {
  title: 'Continua nella finestra che abbiamo aperto per {name}',
  lead: 'Completa lì e qui si proseguirà automaticamente.',
  waiting: 'In attesa di {name}…',
  show: 'Mostra la finestra',
  cancel: 'Annulla',
  resumed: 'Se hai chiuso la finestra, puoi riaprire {name}.',
  blockedTitle: 'Il browser ha bloccato la nuova finestra',
  blocked: 'Apri {name} con il pulsante qui sotto per continuare.',
  open: 'Apri {name}',
  closedTitle: 'La finestra è stata chiusa',
  closed: 'La finestra di {name} è stata chiusa prima che finissi. Riaprila o scegli un altro metodo.',
  stoppedTitle: 'Non hai completato su {name}',
  stopped: 'Puoi riprovare o scegliere un altro metodo.',
  reopen: 'Riapri {name}',
  checking: 'Verifica del risultato…',
  startFailed: 'Non è stato possibile aprire {name}. Riprova.',
  page: {
    connecting: 'Connessione in corso…',
    returning: 'Ti stiamo riportando indietro…',
    doneTitle: 'Puoi chiudere questa finestra',
    done: 'Torna al pagamento per continuare.',
  },
} satisfies NamespaceHandoffTranslation

export default it_handoff
