import type { NamespaceHandoffTranslation } from '../../i18n-types.ts'

const hu_handoff = {
  title: 'Folytasd a(z) {name} számára megnyitott ablakban',
  lead: 'Fejezd be ott, és itt automatikusan folytatjuk.',
  waiting: 'Várakozás a következőre: {name}…',
  show: 'Ablak megjelenítése',
  cancel: 'Mégse',
  resumed: 'Ha bezártad az ablakot, újra megnyithatod: {name}.',
  blockedTitle: 'A böngésződ letiltotta az új ablakot',
  blocked: 'A folytatáshoz nyisd meg a lenti gombbal: {name}.',
  open: '{name} megnyitása',
  closedTitle: 'Az ablak bezárult',
  closed: 'A(z) {name} ablaka bezárult, mielőtt végeztél. Nyisd meg újra, vagy válassz másik módszert.',
  stoppedTitle: 'Nem fejezted be itt: {name}',
  stopped: 'Próbáld újra, vagy válassz másik módszert.',
  reopen: '{name} újbóli megnyitása',
  checking: 'Az eredmény ellenőrzése…',
  startFailed: 'Nem sikerült megnyitni: {name}. Próbáld újra.',
  page: {
    connecting: 'Kapcsolódás…',
    returning: 'Visszairányítunk…',
    doneTitle: 'Bezárhatod ezt az ablakot',
    done: 'A folytatáshoz térj vissza a pénztárhoz.',
  },
} satisfies NamespaceHandoffTranslation

export default hu_handoff
