import type { NamespaceKosmaIdTranslation } from '../../i18n-types.ts'

const sv_kosmaId = {
  title: 'Verifiera din id-handling med Kosma',
  intro:
    'Vår partner Kosma kontrollerar din id-handling och spelar in en kort selfievideo. Du gör det i Kosmas fönster.',
  need: 'Det här behöver du',
  needId: 'Ett giltigt pass, nationellt id-kort eller körkort',
  needCamera: 'En mobil eller dator med kamera',
  needLight: 'Bra ljus, utan reflexer på din id-handling',
  start: 'Starta id-verifieringen',
  estimate: 'Det brukar ta några minuter.',
  verifyEstimate: 'Verifieringen tar mindre än 3 minuter.',
  cancel: {
    title: 'Vill du avbryta id-verifieringen?',
    warning: 'Om du avbryter nu godkänns inte ditt köp. Du får börja om id-verifieringen från början.',
  },
} satisfies NamespaceKosmaIdTranslation

export default sv_kosmaId
