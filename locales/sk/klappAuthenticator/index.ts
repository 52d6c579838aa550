import type { NamespaceKlappAuthenticatorTranslation } from '../../i18n-types.ts'

const sk_klappAuthenticator = {
  title: 'Schváľte žiadosť v aplikácii',
  lead: 'Do aplikácie vo vašom telefóne sme poslali žiadosť. Otvorte ju a žiadosť schváľte, aby ste mohli pokračovať.',
  sending: 'Posielame žiadosť do vášho telefónu…',
  waiting: 'Čakáme na vaše schválenie…',
  estimate: 'Zvyčajne to trvá menej ako minútu.',
  resend: 'Poslať žiadosť znova',
  resendIn: 'Žiadosť môžete poslať znova o {seconds|int} {{|sekundu||sekundy|sekundy|sekúnd}}.',
  sendFailed: 'Žiadosť sa do vášho telefónu nepodarilo poslať. Skúste to znova.',
  dismissedTitle: 'Žiadosť nebola schválená',
  dismissed: 'Žiadosť bola v aplikácii zatvorená bez odpovede. Môžete poslať novú.',
  sendAgain: 'Poslať novú žiadosť',
  failure: {
    sessionTimeout: {
      title: 'Ups, čas vypršal',
      description: 'Vaše schválenie v aplikácii sme nedostali včas. Skúste to znova.',
      button: 'Späť do pokladne',
    },
    rdlSessionRejected: {
      title: 'Žiadosť bola v aplikácii zamietnutá',
      description:
        'Žiadosť ste v aplikácii zamietli, a preto sme nemohli potvrdiť, že ste to vy. Ak ste to neboli vy, vyberte si iný spôsob platby.',
      button: 'Späť do pokladne',
    },
  },
  cancel: {
    title: 'Prerušiť schvaľovanie v aplikácii?',
    warning: 'Ak ho teraz prerušíte, váš nákup nebude schválený.',
  },
} satisfies NamespaceKlappAuthenticatorTranslation

export default sk_klappAuthenticator
