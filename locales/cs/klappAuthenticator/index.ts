import type { NamespaceKlappAuthenticatorTranslation } from '../../i18n-types.ts'

const cs_klappAuthenticator = {
  title: 'Schvalte požadavek v aplikaci',
  lead: 'Do aplikace ve vašem telefonu jsme poslali požadavek. Otevřete ji a požadavek schvalte, abyste mohli pokračovat.',
  sending: 'Posíláme požadavek do vašeho telefonu…',
  waiting: 'Čekáme na vaše schválení…',
  estimate: 'Obvykle to trvá méně než minutu.',
  resend: 'Poslat požadavek znovu',
  resendIn: 'Požadavek můžete poslat znovu za {seconds|int} {{|sekundu||sekundy|sekundy|sekund}}.',
  sendFailed: 'Požadavek se do vašeho telefonu nepodařilo odeslat. Zkuste to znovu.',
  dismissedTitle: 'Požadavek nebyl schválen',
  dismissed: 'Požadavek byl v aplikaci zavřen bez odpovědi. Můžete poslat nový.',
  sendAgain: 'Poslat nový požadavek',
  failure: {
    sessionTimeout: {
      title: 'Jejda, vypršel čas',
      description: 'Vaše schválení v aplikaci jsme nedostali včas. Zkuste to znovu.',
      button: 'Zpět k pokladně',
    },
    rdlSessionRejected: {
      title: 'Požadavek byl v aplikaci zamítnut',
      description:
        'Požadavek jste v aplikaci zamítli, takže jsme nemohli potvrdit, že jste to vy. Pokud jste to nebyli vy, zvolte jiný způsob platby.',
      button: 'Zpět k pokladně',
    },
  },
  cancel: {
    title: 'Přerušit schvalování v aplikaci?',
    warning: 'Pokud to teď přerušíte, váš nákup nebude schválen.',
  },
} satisfies NamespaceKlappAuthenticatorTranslation

export default cs_klappAuthenticator
