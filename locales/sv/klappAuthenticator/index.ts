import type { NamespaceKlappAuthenticatorTranslation } from '../../i18n-types.ts'

const sv_klappAuthenticator = {
  failure: {
    sessionTimeout: {
      title: 'Hoppsan, tiden tog slut',
      description: 'Vi fick inte ditt godkännande i appen i tid. Försök igen.',
      button: 'Försök igen',
    },
    rdlSessionRejected: {
      title: 'Förfrågan nekades i appen',
      description: 'Du nekade förfrågan i appen, så vi kunde inte bekräfta att det är du. Om det inte var du som nekade, välj ett annat betalsätt.',
      button: 'Tillbaka till kassan',
    },
  },
  cancel: {
    title: 'Vill du avbryta godkännandet i appen?',
    warning: 'Om du avbryter nu godkänns inte ditt köp.',
  },
} satisfies NamespaceKlappAuthenticatorTranslation

export default sv_klappAuthenticator
