import type { NamespaceCheckinTranslation } from '../../i18n-types.ts'

const ro_checkin = {
  title: 'Verificați-vă identitatea cu Checkin.com',
  intro:
    'Partenerul nostru Checkin.com vă verifică actul de identitate și o fotografie a feței și ne comunică rezultatul.',
  need: 'De ce aveți nevoie',
  needId: 'Un act de identitate valabil',
  needCamera: 'Un telefon sau un computer cu cameră',
  consent:
    'Apăsând Accept și continui, sunteți de acord ca Checkin.com să vă prelucreze actul de identitate și fotografia pentru a vă verifica identitatea în numele nostru.',
  estimate: 'De obicei durează câteva minute.',
  verifyEstimate: 'Verificarea durează mai puțin de 2 minute.',
  cancel: {
    title: 'Opriți check-in-ul?',
    warning: 'Dacă renunțați acum, comanda nu va fi aprobată.',
  },
} satisfies NamespaceCheckinTranslation

export default ro_checkin
