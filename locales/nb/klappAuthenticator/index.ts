import type { NamespaceKlappAuthenticatorTranslation } from '../../i18n-types.ts'

const nb_klappAuthenticator = {
  title: 'Godkjenn i appen',
  lead: 'Vi har sendt en forespørsel til appen på telefonen din. Åpne appen og godkjenn forespørselen for å fortsette.',
  sending: 'Sender forespørselen til telefonen din …',
  waiting: 'Venter på godkjenningen din …',
  estimate: 'Dette tar vanligvis under ett minutt.',
  resend: 'Send forespørselen på nytt',
  resendIn: 'Du kan sende forespørselen på nytt om {seconds|int} {{sekund|sekunder}}.',
  sendFailed: 'Vi kunne ikke sende forespørselen til telefonen din. Prøv igjen.',
  dismissedTitle: 'Forespørselen ble ikke godkjent',
  dismissed: 'Forespørselen ble lukket i appen uten svar. Du kan sende en ny.',
  sendAgain: 'Send en ny forespørsel',
  failure: {
    sessionTimeout: {
      title: 'Oisann, tiden rant ut',
      description: 'Vi fikk ikke godkjenningen din i appen i tide. Prøv igjen.',
      button: 'Tilbake til kassen',
    },
    rdlSessionRejected: {
      title: 'Forespørselen ble avvist i appen',
      description:
        'Du avviste forespørselen i appen, så vi kunne ikke bekrefte at det er deg. Var det ikke du som avviste den, kan du velge en annen betalingsmåte.',
      button: 'Tilbake til kassen',
    },
  },
  cancel: {
    title: 'Vil du avbryte godkjenningen i appen?',
    warning: 'Hvis du avbryter nå, blir ikke kjøpet ditt godkjent.',
  },
} satisfies NamespaceKlappAuthenticatorTranslation

export default nb_klappAuthenticator
