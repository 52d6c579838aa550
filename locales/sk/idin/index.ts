import type { NamespaceIdinTranslation } from '../../i18n-types.ts'

const sk_idin = {
  title: 'Potvrďte svoju totožnosť cez iDIN',
  intro: 'Cez iDIN potvrdíte, kto ste, prostredníctvom svojej banky.',
  how: 'Ako to funguje',
  chooseBank: 'Vyberte svoju banku a prihláste sa ako zvyčajne.',
  bankConfirms: 'Vaša banka nám potvrdí vaše meno, adresu a dátum narodenia.',
  comeBack: 'Potom sa sem vrátite a dokončíte nákup.',
  private: 'Vaša banka nezdieľa vaše prihlasovacie údaje ani informácie o účte.',
  start: 'Pokračovať na iDIN',
  cancel: {
    title: 'Ukončiť potvrdenie cez iDIN?',
    warning: 'Ak ho teraz prerušíte, váš nákup nebude schválený.',
  },
} satisfies NamespaceIdinTranslation

export default sk_idin
