import type { NamespaceHandoffTranslation } from '../../i18n-types.ts'

const de_handoff = {
  title: 'Mach in dem Fenster weiter, das wir für {name} geöffnet haben',
  lead: 'Schließ es dort ab, dann geht es hier automatisch weiter.',
  waiting: 'Warten auf {name}…',
  show: 'Fenster anzeigen',
  cancel: 'Abbrechen',
  resumed: 'Falls du das Fenster geschlossen hast, kannst du {name} erneut öffnen.',
  blockedTitle: 'Dein Browser hat das neue Fenster blockiert',
  blocked: 'Öffne {name} über die Schaltfläche unten, um fortzufahren.',
  open: '{name} öffnen',
  closedTitle: 'Das Fenster wurde geschlossen',
  closed:
    'Das Fenster für {name} wurde geschlossen, bevor du fertig warst. Öffne es erneut oder wähle eine andere Methode.',
  stoppedTitle: 'Du hast den Vorgang bei {name} nicht abgeschlossen',
  stopped: 'Du kannst es erneut versuchen oder eine andere Methode wählen.',
  reopen: '{name} erneut öffnen',
  checking: 'Ergebnis wird geprüft…',
  startFailed: 'Wir konnten {name} nicht öffnen. Bitte versuch es erneut.',
  page: {
    connecting: 'Verbindung wird hergestellt…',
    returning: 'Du wirst zurückgeleitet…',
    doneTitle: 'Du kannst dieses Fenster schließen',
    done: 'Kehr zur Kasse zurück, um fortzufahren.',
  },
} satisfies NamespaceHandoffTranslation

export default de_handoff
