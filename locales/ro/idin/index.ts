import type { NamespaceIdinTranslation } from '../../i18n-types.ts'

const ro_idin = {
  title: 'Confirmați-vă identitatea cu iDIN',
  intro: 'Cu iDIN vă confirmați identitatea prin propria bancă.',
  how: 'Cum funcționează',
  chooseBank: 'Alegeți banca și autentificați-vă ca de obicei.',
  bankConfirms: 'Banca vă confirmă numele, adresa și data nașterii.',
  comeBack: 'Apoi reveniți aici pentru a finaliza cumpărătura.',
  private: 'Banca nu vă dezvăluie datele de autentificare și nici informațiile despre cont.',
  start: 'Continuați la iDIN',
  cancel: {
    title: 'Opriți confirmarea cu iDIN?',
    warning: 'Dacă renunțați acum, comanda nu va fi aprobată.',
  },
} satisfies NamespaceIdinTranslation

export default ro_idin
