import type { NamespaceHandoffTranslation } from '../../i18n-types.ts'

const fi_handoff = {
  title: 'Jatka ikkunassa, jonka avasimme palvelulle {name}',
  lead: 'Viimeistele asia siellä, niin jatkamme täällä automaattisesti.',
  waiting: 'Odotetaan palvelua {name}…',
  show: 'Näytä ikkuna',
  cancel: 'Peruuta',
  resumed: 'Jos suljit ikkunan, voit avata palvelun {name} uudelleen.',
  blockedTitle: 'Selaimesi esti uuden ikkunan',
  blocked: 'Avaa palvelu {name} alla olevalla painikkeella ja jatka.',
  open: 'Avaa {name}',
  closedTitle: 'Ikkuna suljettiin',
  closed: 'Palvelun {name} ikkuna suljettiin ennen kuin olit valmis. Avaa se uudelleen tai valitse toinen tapa.',
  stoppedTitle: 'Asiointi palvelussa {name} jäi kesken',
  stopped: 'Voit yrittää uudelleen tai valita toisen tavan.',
  reopen: 'Avaa {name} uudelleen',
  checking: 'Tarkistetaan tulosta…',
  startFailed: 'Palvelua {name} ei voitu avata. Yritä uudelleen.',
  page: {
    connecting: 'Yhdistetään…',
    returning: 'Palataan takaisin…',
    doneTitle: 'Voit sulkea tämän ikkunan',
    done: 'Jatka palaamalla kassalle.',
  },
} satisfies NamespaceHandoffTranslation

export default fi_handoff
