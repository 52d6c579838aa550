import type { NamespaceCheckinTranslation } from '../../i18n-types.ts'

const nl_checkin = {
  title: 'Bevestig je identiteit met Checkin.com',
  intro:
    'Onze partner Checkin.com controleert je identiteitsbewijs en een foto van je gezicht, en laat ons de uitkomst weten.',
  need: 'Dit heb je nodig',
  needId: 'Een geldig identiteitsbewijs',
  needCamera: 'Een telefoon of computer met camera',
  consent:
    'Door op Akkoord en doorgaan te drukken, ga je ermee akkoord dat Checkin.com je identiteitsbewijs en foto verwerkt om je identiteit voor ons te bevestigen.',
  estimate: 'Dit duurt meestal een paar minuten.',
  verifyEstimate: 'De verificatie duurt minder dan 2 minuten.',
  cancel: {
    title: 'Check-in stoppen?',
    warning: 'Als je nu stopt, wordt je aankoop niet goedgekeurd.',
  },
} satisfies NamespaceCheckinTranslation

export default nl_checkin
