import type { NamespaceHandoffTranslation } from '../../i18n-types.ts'

const pl_handoff = {
  title: 'Kontynuuj w oknie, które otworzyliśmy dla {name}',
  lead: 'Dokończ tam, a tutaj przejdziemy dalej automatycznie.',
  waiting: 'Czekamy na {name}…',
  show: 'Pokaż okno',
  cancel: 'Anuluj',
  resumed: 'Jeśli zamknięto to okno, możesz ponownie otworzyć {name}.',
  blockedTitle: 'Przeglądarka zablokowała nowe okno',
  blocked: 'Aby kontynuować, otwórz {name} przyciskiem poniżej.',
  open: 'Otwórz {name}',
  closedTitle: 'Okno zostało zamknięte',
  closed: 'Okno {name} zostało zamknięte przed zakończeniem. Otwórz je ponownie lub wybierz inną metodę.',
  stoppedTitle: 'Nie dokończono w {name}',
  stopped: 'Możesz spróbować ponownie lub wybrać inną metodę.',
  reopen: 'Otwórz ponownie {name}',
  checking: 'Sprawdzamy wynik…',
  startFailed: 'Nie udało się otworzyć {name}. Spróbuj ponownie.',
  page: {
    connecting: 'Łączenie…',
    returning: 'Wracamy…',
    doneTitle: 'Możesz zamknąć to okno',
    done: 'Wróć do kasy, aby kontynuować.',
  },
} satisfies NamespaceHandoffTranslation

export default pl_handoff
