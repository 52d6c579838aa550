import type { NamespaceKlappAuthenticatorTranslation } from '../../i18n-types.ts'

const sv_klappAuthenticator = {
  title: 'Godkänn i appen',
  lead: 'Vi har skickat en förfrågan till appen i din mobil. Öppna appen och godkänn förfrågan för att fortsätta.',
  sending: 'Skickar förfrågan till din mobil…',
  waiting: 'Väntar på ditt godkännande…',
  estimate: 'Det brukar ta mindre än en minut.',
  resend: 'Skicka förfrågan igen',
  resendIn: 'Du kan skicka förfrågan igen om {seconds|int} {{sekund|sekunder}}.',
  sendFailed: 'Vi kunde inte skicka förfrågan till din mobil. Försök igen.',
  dismissedTitle: 'Förfrågan godkändes inte',
  dismissed: 'Förfrågan stängdes i appen utan att besvaras. Du kan skicka en ny.',
  sendAgain: 'Skicka en ny förfrågan',
  failure: {
    sessionTimeout: {
      title: 'Hoppsan, tiden tog slut',
      description: 'Vi fick inte ditt godkännande i appen i tid. Försök igen.',
      button: 'Tillbaka till kassan',
    },
    rdlSessionRejected: {
      title: 'Förfrågan nekades i appen',
      description:
        'Du nekade förfrågan i appen, så vi kunde inte bekräfta att det är du. Om det inte var du som nekade, välj ett annat betalsätt.',
      button: 'Tillbaka till kassan',
    },
  },
  cancel: {
    title: 'Vill du avbryta godkännandet i appen?',
    warning: 'Om du avbryter nu godkänns inte ditt köp.',
  },
} satisfies NamespaceKlappAuthenticatorTranslation

export default sv_klappAuthenticator
