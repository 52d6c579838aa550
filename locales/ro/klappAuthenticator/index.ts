import type { NamespaceKlappAuthenticatorTranslation } from '../../i18n-types.ts'

const ro_klappAuthenticator = {
  title: 'Aprobați solicitarea în aplicație',
  lead: 'Am trimis o solicitare în aplicația de pe telefonul dumneavoastră. Deschideți aplicația și aprobați solicitarea pentru a continua.',
  sending: 'Se trimite solicitarea pe telefonul dumneavoastră…',
  waiting: 'Se așteaptă aprobarea dumneavoastră…',
  estimate: 'De obicei, durează mai puțin de un minut.',
  resend: 'Retrimiteți solicitarea',
  resendIn: 'Puteți retrimite solicitarea peste {seconds|int} {{|secundă||secunde||de secunde}}.',
  sendFailed: 'Nu am putut trimite solicitarea pe telefonul dumneavoastră. Încercați din nou.',
  dismissedTitle: 'Solicitarea nu a fost aprobată',
  dismissed: 'Solicitarea a fost închisă în aplicație fără niciun răspuns. Puteți trimite una nouă.',
  sendAgain: 'Trimiteți o solicitare nouă',
  failure: {
    sessionTimeout: {
      title: 'Ups, timpul a expirat',
      description: 'Nu am primit la timp aprobarea dumneavoastră din aplicație. Încercați din nou.',
      button: 'Înapoi la finalizarea comenzii',
    },
    rdlSessionRejected: {
      title: 'Solicitarea a fost respinsă în aplicație',
      description:
        'Ați respins solicitarea în aplicație, așa că nu v-am putut confirma identitatea. Dacă nu ați fost dumneavoastră, alegeți altă metodă de plată.',
      button: 'Înapoi la finalizarea comenzii',
    },
  },
  cancel: {
    title: 'Renunțați la aprobarea în aplicație?',
    warning: 'Dacă renunțați acum, comanda nu va fi aprobată.',
  },
} satisfies NamespaceKlappAuthenticatorTranslation

export default ro_klappAuthenticator
