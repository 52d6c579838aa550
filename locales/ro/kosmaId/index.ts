import type { NamespaceKosmaIdTranslation } from '../../i18n-types.ts'

const ro_kosmaId = {
  title: 'Verificați-vă actul de identitate cu Kosma',
  intro:
    'Partenerul nostru Kosma vă verifică actul de identitate și înregistrează un scurt videoclip selfie. Faceți acest lucru în fereastra Kosma.',
  need: 'De ce aveți nevoie',
  needId: 'Un pașaport, o carte de identitate sau un permis de conducere valabil',
  needCamera: 'Un telefon sau un computer cu cameră',
  needLight: 'Lumină bună, fără reflexii pe actul de identitate',
  start: 'Începeți verificarea actului',
  estimate: 'De obicei durează câteva minute.',
  verifyEstimate: 'Verificarea durează mai puțin de 3 minute.',
  cancel: {
    title: 'Opriți verificarea actului de identitate?',
    warning: 'Dacă o încheiați acum, comanda nu va fi aprobată. Va trebui să reluați verificarea de la început.',
  },
} satisfies NamespaceKosmaIdTranslation

export default ro_kosmaId
