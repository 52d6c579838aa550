import type { NamespaceIdFailureTranslation } from '../../i18n-types.ts'

const hu_idFailure = {
  failure: {
    technicalIssue: {
      title: 'Most nem tudjuk ellenőrizni az igazolványodat',
      description: 'Hiba történt nálunk. Próbáld újra később, vagy válassz másik fizetési módot.',
      button: 'Vissza a pénztárhoz',
    },
    technicalIssueWithContact: {
      title: 'Most nem tudjuk ellenőrizni az igazolványodat',
      description: 'Hiba történt nálunk. Próbáld újra később, vagy fordulj ügyfélszolgálatunkhoz: {contactTimes}.',
      button: 'Vissza a pénztárhoz',
    },
    sessionTimeout: {
      title: 'Hoppá, lejárt az idő',
      description: 'Az igazolvány ellenőrzése túl sokáig tartott. Térj vissza a pénztárhoz, és próbáld újra.',
      button: 'Vissza a pénztárhoz',
    },
    sessionTimeoutWithContact: {
      title: 'Hoppá, lejárt az idő',
      description:
        'Az igazolvány ellenőrzése túl sokáig tartott. Próbáld újra, vagy fordulj ügyfélszolgálatunkhoz: {contactTimes}.',
      button: 'Vissza a pénztárhoz',
    },
    networkIssue: {
      title: 'Megszakadt az internetkapcsolat',
      description:
        'Az igazolvány ellenőrzése közben megszakadt a kapcsolat. Ellenőrizd az internetkapcsolatodat, és próbáld újra.',
      button: 'Vissza a pénztárhoz',
    },
    networkIssueWithContact: {
      title: 'Megszakadt az internetkapcsolat',
      description:
        'Az igazolvány ellenőrzése közben megszakadt a kapcsolat. Próbáld újra, vagy fordulj ügyfélszolgálatunkhoz: {contactTimes}.',
      button: 'Vissza a pénztárhoz',
    },
    invalidAddress: {
      title: 'Nem tudtuk ellenőrizni a címedet',
      description:
        'Az igazolványodon szereplő cím nem egyezik a pénztárnál megadottal. Ellenőrizd a címedet, és próbáld újra.',
      button: 'Vissza a pénztárhoz',
    },
    invalidAddressWithContact: {
      title: 'Nem tudtuk ellenőrizni a címedet',
      description:
        'Az igazolványodon szereplő cím nem egyezik a pénztárnál megadottal. Ha segítségre van szükséged, fordulj ügyfélszolgálatunkhoz: {contactTimes}.',
      button: 'Vissza a pénztárhoz',
    },
    invalidDocument: {
      title: 'Ezt az okmányt nem tudjuk elfogadni',
      description:
        'Érvényes, le nem járt igazolványt használj, amelyen jól látszik a lejárati dátum. A kép legyen teljesen éles és tükröződésmentes.',
      button: 'Vissza a pénztárhoz',
    },
    invalidDocumentWithContact: {
      title: 'Ezt az okmányt nem tudjuk elfogadni',
      description:
        'Érvényes, le nem járt igazolványt használj, és ügyelj rá, hogy a kép teljesen éles és tükröződésmentes legyen. Ha segítségre van szükséged, fordulj ügyfélszolgálatunkhoz: {contactTimes}.',
      button: 'Vissza a pénztárhoz',
    },
    userNotTrusted: {
      title: 'Sajnos nem tudtuk ellenőrizni a személyazonosságodat',
      description: 'A vásárlás befejezéséhez válassz másik fizetési módot.',
      button: 'Vissza a pénztárhoz',
    },
    userNotTrustedWithContact: {
      title: 'Sajnos nem tudtuk ellenőrizni a személyazonosságodat',
      description: 'Válassz másik fizetési módot, vagy fordulj ügyfélszolgálatunkhoz: {contactTimes}.',
      button: 'Vissza a pénztárhoz',
    },
  },
} satisfies NamespaceIdFailureTranslation

export default hu_idFailure
