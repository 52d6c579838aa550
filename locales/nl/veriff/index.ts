import type { NamespaceVeriffTranslation } from '../../i18n-types.ts'

const nl_veriff = {
  title: 'Bevestig je identiteit met Veriff',
  intro:
    'Onze partner Veriff controleert je identiteitsbewijs en een foto van je gezicht. Dat doe je in het venster van Veriff.',
  need: 'Dit heb je nodig',
  needId: 'Een geldig identiteitsbewijs',
  needCamera: 'Een telefoon of computer met camera',
  start: 'Verificatie starten',
  estimate: 'Dit duurt meestal een paar minuten.',
  verifyEstimate: 'Dit duurt meestal een minuut of twee.',
  cancel: {
    title: 'Verificatie met Veriff stoppen?',
    warning: 'Als je nu stopt, wordt je aankoop niet goedgekeurd.',
  },
} satisfies NamespaceVeriffTranslation

export default nl_veriff
