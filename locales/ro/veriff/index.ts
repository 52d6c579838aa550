import type { NamespaceVeriffTranslation } from '../../i18n-types.ts'

const ro_veriff = {
  title: 'Verificați-vă identitatea cu Veriff',
  intro:
    'Partenerul nostru Veriff vă verifică actul de identitate și o fotografie a feței. Faceți acest lucru în fereastra Veriff.',
  need: 'De ce aveți nevoie',
  needId: 'Un act de identitate valabil',
  needCamera: 'Un telefon sau un computer cu cameră',
  start: 'Începeți verificarea',
  estimate: 'De obicei durează câteva minute.',
  verifyEstimate: 'De obicei durează un minut sau două.',
  cancel: {
    title: 'Opriți verificarea cu Veriff?',
    warning: 'Dacă renunțați acum, comanda nu va fi aprobată.',
  },
} satisfies NamespaceVeriffTranslation

export default ro_veriff
