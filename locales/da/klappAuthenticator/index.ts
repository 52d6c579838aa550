import type { NamespaceKlappAuthenticatorTranslation } from '../../i18n-types.ts'

const da_klappAuthenticator = {
  title: 'Godkend i appen',
  lead: 'Vi har sendt en anmodning til appen på din telefon. Åbn appen og godkend anmodningen for at fortsætte.',
  sending: 'Sender anmodningen til din telefon…',
  waiting: 'Venter på din godkendelse…',
  estimate: 'Det tager normalt under et minut.',
  resend: 'Send anmodningen igen',
  resendIn: 'Du kan sende anmodningen igen om {seconds|int} {{sekund|sekunder}}.',
  sendFailed: 'Vi kunne ikke sende anmodningen til din telefon. Prøv igen.',
  dismissedTitle: 'Anmodningen blev ikke godkendt',
  dismissed: 'Anmodningen blev lukket i appen uden svar. Du kan sende en ny.',
  sendAgain: 'Send en ny anmodning',
  failure: {
    sessionTimeout: {
      title: 'Ups, tiden løb ud',
      description: 'Vi fik ikke din godkendelse i appen i tide. Prøv igen.',
      button: 'Tilbage til kassen',
    },
    rdlSessionRejected: {
      title: 'Anmodningen blev afvist i appen',
      description:
        'Du afviste anmodningen i appen, så vi kunne ikke bekræfte at det er dig. Hvis det ikke var dig, så vælg en anden betalingsmetode.',
      button: 'Tilbage til kassen',
    },
  },
  cancel: {
    title: 'Vil du afbryde godkendelsen i appen?',
    warning: 'Hvis du afbryder nu, bliver dit køb ikke godkendt.',
  },
} satisfies NamespaceKlappAuthenticatorTranslation

export default da_klappAuthenticator
