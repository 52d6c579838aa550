import type { NamespaceMonthioTranslation } from '../../i18n-types.ts'

const ro_monthio = {
  title: 'Partajați o imagine de ansamblu a finanțelor dvs.',
  intro:
    'Pentru a vă oferi creditul potrivit, avem nevoie de o imagine de ansamblu a veniturilor și cheltuielilor dvs. Partenerul nostru Monthio o obține de la banca dvs., cu acordul dvs.',
  how: 'Cum funcționează',
  logIn: 'Conectați-vă la internet banking prin Monthio.',
  choose: 'Alegeți conturile pe care le partajați.',
  overview: 'Monthio ne trimite o imagine de ansamblu, niciodată datele dvs. de autentificare.',
  start: 'Continuați la Monthio',
  estimate: 'De obicei durează câteva minute.',
  reviewing: 'Vă analizăm situația…',
  incomeExpenses: 'Vă examinăm veniturile și cheltuielile…',
  verifyEstimate: 'De obicei durează mai puțin de un minut.',
  cancel: {
    title: 'Opriți partajarea cu Monthio?',
    warning: 'Dacă renunțați acum, comanda nu va fi aprobată.',
  },
} satisfies NamespaceMonthioTranslation

export default ro_monthio
