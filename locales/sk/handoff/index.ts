import type { NamespaceHandoffTranslation } from '../../i18n-types.ts'

const sk_handoff = {
  title: 'Pokračujte v okne, ktoré sme otvorili pre {name}',
  lead: 'Dokončite to tam a tu budeme pokračovať automaticky.',
  waiting: 'Čakáme na {name}…',
  show: 'Zobraziť okno',
  cancel: 'Zrušiť',
  resumed: 'Ak ste okno zavreli, môžete {name} otvoriť znova.',
  blockedTitle: 'Váš prehliadač zablokoval nové okno',
  blocked: 'Pokračujte otvorením {name} tlačidlom nižšie.',
  open: 'Otvoriť {name}',
  closedTitle: 'Okno sa zavrelo',
  closed: 'Okno {name} sa zavrelo skôr, ako ste dokončili. Otvorte ho znova alebo zvoľte iný spôsob.',
  stoppedTitle: 'V {name} ste nedokončili',
  stopped: 'Môžete to skúsiť znova alebo zvoliť iný spôsob.',
  reopen: 'Znova otvoriť {name}',
  checking: 'Kontrolujeme výsledok…',
  startFailed: '{name} sa nepodarilo otvoriť. Skúste to znova.',
  page: {
    connecting: 'Pripája sa…',
    returning: 'Vraciame vás späť…',
    doneTitle: 'Toto okno môžete zavrieť',
    done: 'Ak chcete pokračovať, vráťte sa do pokladne.',
  },
} satisfies NamespaceHandoffTranslation

export default sk_handoff
