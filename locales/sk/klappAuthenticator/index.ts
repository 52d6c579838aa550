import type { NamespaceKlappAuthenticatorTranslation } from '../../i18n-types.ts'

const sk_klappAuthenticator = {
  failure: {
    sessionTimeout: {
      title: 'Ups, čas vypršal',
      description: 'Vaše schválenie v aplikácii sme nedostali včas. Skúste to znova.',
      button: 'Skúsiť znova',
    },
    rdlSessionRejected: {
      title: 'Žiadosť bola v aplikácii zamietnutá',
      description: 'Žiadosť ste v aplikácii zamietli, a preto sme nemohli potvrdiť, že ste to vy. Ak ste to neboli vy, vyberte si iný spôsob platby.',
      button: 'Späť do pokladne',
    },
  },
  cancel: {
    title: 'Prerušiť schvaľovanie v aplikácii?',
    warning: 'Ak ho teraz prerušíte, váš nákup nebude schválený.',
  },
} satisfies NamespaceKlappAuthenticatorTranslation

export default sk_klappAuthenticator
