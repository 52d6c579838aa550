import type { NamespaceKosmaIdTranslation } from '../../i18n-types.ts'

const nl_kosmaId = {
  title: 'Bevestig je identiteitsbewijs met Kosma',
  intro:
    'Onze partner Kosma controleert je identiteitsbewijs en neemt een korte selfievideo op. Dat doe je in het venster van Kosma.',
  need: 'Dit heb je nodig',
  needId: 'Een geldig paspoort, identiteitskaart of rijbewijs',
  needCamera: 'Een telefoon of computer met camera',
  needLight: 'Goed licht, zonder schittering op je identiteitsbewijs',
  start: 'Verificatie van identiteitsbewijs starten',
  estimate: 'Dit duurt meestal een paar minuten.',
  verifyEstimate: 'De verificatie duurt minder dan 3 minuten.',
  cancel: {
    title: 'Verificatie van je identiteitsbewijs stoppen?',
    warning: 'Als je nu stopt, wordt je aankoop niet goedgekeurd. Je moet de verificatie dan opnieuw beginnen.',
  },
} satisfies NamespaceKosmaIdTranslation

export default nl_kosmaId
