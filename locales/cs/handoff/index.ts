import type { NamespaceHandoffTranslation } from '../../i18n-types.ts'

const cs_handoff = {
  title: 'Pokračujte v okně, které jsme otevřeli pro {name}',
  lead: 'Dokončete to tam a tady budeme pokračovat automaticky.',
  waiting: 'Čekáme na {name}…',
  show: 'Zobrazit okno',
  cancel: 'Zrušit',
  resumed: 'Pokud jste okno zavřeli, můžete {name} otevřít znovu.',
  blockedTitle: 'Váš prohlížeč zablokoval nové okno',
  blocked: 'Pokračujte otevřením {name} tlačítkem níže.',
  open: 'Otevřít {name}',
  closedTitle: 'Okno bylo zavřeno',
  closed: 'Okno {name} bylo zavřeno dřív, než jste dokončili. Otevřete ho znovu, nebo zvolte jiný způsob.',
  stoppedTitle: 'V {name} jste nedokončili',
  stopped: 'Můžete to zkusit znovu, nebo zvolit jiný způsob.',
  reopen: 'Znovu otevřít {name}',
  checking: 'Kontrolujeme výsledek…',
  startFailed: '{name} se nepodařilo otevřít. Zkuste to znovu.',
  page: {
    connecting: 'Připojování…',
    returning: 'Vracíme vás zpět…',
    doneTitle: 'Toto okno můžete zavřít',
    done: 'Pro pokračování se vraťte k pokladně.',
  },
} satisfies NamespaceHandoffTranslation

export default cs_handoff
